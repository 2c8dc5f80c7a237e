import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { productDetailQueryOptions } from '@tredjedel/api-client/web/get-content';

import { BookingPage } from '../../../../../flows/booking/booking-page.tsx';
import { loadBooking, validateBookingSearch } from '../../../../../flows/booking/booking-loader.ts';

export const Route = createFileRoute('/en/book/$step/$productType/$slug')({
  validateSearch: validateBookingSearch,
  loader: ({ context, params }) => loadBooking(context, 'en', params),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api, page } = Route.useRouteContext();
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const router = useRouter();
  const { data: product } = useQuery(productDetailQueryOptions(api, 'en', data.slug));
  if (!product) return null;
  return (
    <BookingPage
      key={product.id}
      api={api}
      locale="en"
      product={product}
      step={data.step}
      isPaymentFailed={search.ispafa === 1}
      serverTime={page.serverTime}
      navigate={(href, { replace }) => void router.navigate({ href, replace })}
    />
  );
}
