import { createFileRoute } from '@tanstack/react-router';

import { validateConfirmationSearch } from '../../../flows/booking/confirmation-loader.ts';
import { GiftcardConfirmationPage } from '../../../flows/giftcard/giftcard-confirmation-page.tsx';
import { loadGiftcardConfirmation } from '../../../flows/giftcard/giftcard-loader.ts';

export const Route = createFileRoute('/gavekort/confirmation/$orderId')({
  validateSearch: validateConfirmationSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadGiftcardConfirmation(context, 'da', params.orderId, deps.token),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <GiftcardConfirmationPage api={api} args={data.args} locale="da" />;
}
