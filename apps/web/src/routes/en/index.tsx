import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '../../pages/home-page.tsx';
import { loadHome } from '../../pages/content/content-loaders.ts';

export const Route = createFileRoute('/en/')({
  loader: ({ context }) => loadHome(context, 'en'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <HomePage locale="en" data={Route.useLoaderData()} />;
}
