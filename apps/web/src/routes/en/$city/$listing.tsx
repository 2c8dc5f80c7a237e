import { createFileRoute } from '@tanstack/react-router';

import { ListingPage } from '../../../pages/listing-page.tsx';
import { loadListing } from '../../../pages/listing.ts';

export const Route = createFileRoute('/en/$city/$listing')({
  loader: ({ context, params }) => loadListing(context, params, 'en'),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.cityName ?? ''} | Tredjedel` }] }),
  component: EnglishListing,
});

function EnglishListing() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <ListingPage api={api} locale="en" {...data} />;
}
