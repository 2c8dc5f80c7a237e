import { createFileRoute } from '@tanstack/react-router';

import { BookingConfirmationPage } from '../../../flows/booking/confirmation-page.tsx';
import {
  loadBookingConfirmation,
  validateConfirmationSearch,
} from '../../../flows/booking/confirmation-loader.ts';

export const Route = createFileRoute('/book/confirmation/$orderId')({
  validateSearch: validateConfirmationSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadBookingConfirmation(context, 'da', params.orderId, deps.token),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <BookingConfirmationPage api={api} args={data.args} locale="da" />;
}
