import { createFileRoute } from '@tanstack/react-router';

import { GuidePage } from '../../../pages/content/guide-page.tsx';
import { loadGuide } from '../../../pages/content/content-loaders.ts';

export const Route = createFileRoute('/en/guide/$section')({
  loader: ({ context, params }) => loadGuide(context, 'en', params.section),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <GuidePage data={Route.useLoaderData()} locale="en" />;
}
