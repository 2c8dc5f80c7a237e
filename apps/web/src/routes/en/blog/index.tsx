import { createFileRoute } from '@tanstack/react-router';

import { BlogListPage } from '../../../pages/content/blog-page.tsx';
import { loadBlogList } from '../../../pages/content/content-loaders.ts';

export const Route = createFileRoute('/en/blog/')({
  loader: ({ context }) => loadBlogList(context, 'en'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  return <BlogListPage api={api} data={Route.useLoaderData()} locale="en" />;
}
