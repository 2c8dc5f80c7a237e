import { createFileRoute } from '@tanstack/react-router';

import { ListingPage } from '../../pages/listing-page.tsx';
import { loadListing } from '../../pages/listing.ts';

export const Route = createFileRoute('/$city/$listing')({
  loader: ({ context, params }) => loadListing(context, params, 'da'),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.cityName ?? ''} | Tredjedel` }] }),
  component: DanishListing,
});

function DanishListing() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <ListingPage api={api} locale="da" {...data} />;
}
