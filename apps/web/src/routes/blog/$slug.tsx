import { createFileRoute } from '@tanstack/react-router';

import { BlogPostPage } from '../../pages/content/blog-page.tsx';
import { loadBlogPost } from '../../pages/content/content-loaders.ts';

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => loadBlogPost(context, 'da', params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <BlogPostPage data={Route.useLoaderData()} locale="da" />;
}
