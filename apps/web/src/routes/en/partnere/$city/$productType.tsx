import { createFileRoute } from '@tanstack/react-router';

import { PartnersPage } from '../../../../pages/content/partners-page.tsx';
import { loadPartners } from '../../../../pages/content/content-loaders.ts';

export const Route = createFileRoute('/en/partnere/$city/$productType')({
  loader: ({ context, params }) => loadPartners(context, 'en', params.city, params.productType),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <PartnersPage data={Route.useLoaderData()} locale="en" />;
}
