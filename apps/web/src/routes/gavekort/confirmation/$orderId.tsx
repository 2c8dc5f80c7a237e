import { createFileRoute } from '@tanstack/react-router';

import { GiftcardConfirmationPage } from '../../../flows/giftcard/giftcard-page.tsx';
import { loadGiftcardConfirmation } from '../../../flows/giftcard/giftcard-loader.ts';

export const Route = createFileRoute('/gavekort/confirmation/$orderId')({
  loader: ({ context, params }) => loadGiftcardConfirmation(context, 'da', params.orderId),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <GiftcardConfirmationPage locale="da" orderId={data.orderId} />;
}
