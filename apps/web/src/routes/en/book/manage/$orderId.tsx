import { createFileRoute } from '@tanstack/react-router';

import { validateConfirmationSearch } from '../../../../flows/booking/confirmation-loader.ts';
import { loadManagedBooking } from '../../../../flows/booking/manage-loader.ts';
import { BookingManagePage } from '../../../../flows/booking/manage-page.tsx';

export const Route = createFileRoute('/en/book/manage/$orderId')({
  validateSearch: validateConfirmationSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadManagedBooking(context, 'en', params.orderId, deps.token),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <BookingManagePage api={api} args={data.args} locale="en" />;
}
