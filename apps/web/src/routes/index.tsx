import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '../pages/home-page.tsx';
import { loadHome } from '../pages/content/content-loaders.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context, 'da'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <HomePage locale="da" data={Route.useLoaderData()} />;
}
