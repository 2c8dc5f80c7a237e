import { createFileRoute } from '@tanstack/react-router';

import { DetailPage } from '../../../pages/detail/detail-page.tsx';
import { loadDetail, validateDetailSearch } from '../../../pages/detail/detail-loader.ts';

export const Route = createFileRoute('/en/bar/$slug')({
  validateSearch: validateDetailSearch,
  loader: ({ context, params }) => loadDetail(context, 'en', 'bar', params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  return <DetailPage api={api} locale="en" data={data} search={search} />;
}
