import { createFileRoute } from '@tanstack/react-router';

import { CityPage, loadCityPage } from '../../pages/city-page.tsx';
import { validateRawSearch } from '../../lib/search.ts';

export const Route = createFileRoute('/$city/$listing')({
  validateSearch: validateRawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, location, deps }) => loadCityPage(context, location.pathname, deps.search),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return <CityPage api={api} locale="da" data={data} />;
}
