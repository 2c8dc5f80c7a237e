import { createFileRoute } from '@tanstack/react-router';

import { GiftcardConfirmationPage } from '../../../../flows/giftcard/giftcard-page.tsx';
import { loadGiftcardConfirmation } from '../../../../flows/giftcard/giftcard-loader.ts';

export const Route = createFileRoute('/en/gavekort/confirmation/$orderId')({
  loader: ({ context, params }) => loadGiftcardConfirmation(context, 'en', params.orderId),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <GiftcardConfirmationPage locale="en" orderId={data.orderId} />;
}
