import { useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';
import { ArticleCard, ShowMore, UiLink } from '@tredjedel/ui';
import type { ReactNode } from 'react';

import { formatDate } from '../../lib/format.ts';
import { blogPath } from '../../lib/routes.ts';
import { blogPagesQueryOptions } from './blog-query.ts';
import type { TBlogListData, TBlogPostData } from './content-loaders.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';

export function BlogListPage({ api, locale }: { api: TApiClient; data: TBlogListData; locale: TLocale }) {
  const { t } = useLingui();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    blogPagesQueryOptions(api, locale),
  );
  const posts = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.total_data ?? posts.length;
  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title" className="td-page-title">
        {t`Blog`}
      </h1>
      <p className="td-lead">{t`Guides og nyheder fra byens køkkener.`}</p>
      <ul className="td-grid" aria-label={t`Indlæg`}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <ArticleCard
              href={blogPath(locale, post.slug)}
              title={post.title}
              excerpt={post.excerpt}
              image={post.image}
              meta={formatDate(post.published_at, locale)}
              isPriority={index < 3}
            />
          </li>
        ))}
      </ul>
      <ShowMore
        progressLabel={t`Viser ${posts.length} af ${total} indlæg`}
        buttonLabel={t`Vis flere`}
        loadingLabel={t`Henter…`}
        isLoading={isFetchingNextPage}
        hasMore={hasNextPage}
        onShowMore={() => void fetchNextPage()}
      />
    </section>
  );
}

/** `[text](/path)`: the one link form a post's body has, to pages of this site only. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A paragraph with its `[text](/path)` links as links; any other text stays text. */
export function withLinks(paragraph: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    parts.push(paragraph.slice(last, match.index));
    parts.push(
      <UiLink key={match.index} href={href}>
        {text}
      </UiLink>,
    );
    last = match.index + whole.length;
  }
  parts.push(paragraph.slice(last));
  return parts;
}

export function BlogPostPage({ data, locale }: { data: TBlogPostData; locale: TLocale }) {
  const { t } = useLingui();
  const { post } = data;
  return (
    <article className="td-prose" aria-labelledby="post-title">
      <Breadcrumbs locale={locale} trail={[{ label: t`Blog`, href: blogPath(locale) }]} />
      <h1 id="post-title" className="td-page-title">
        {post.title}
      </h1>
      <p className="td-card__meta">
        <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
      </p>
      <img className="td-gallery__hero" src={post.image} alt="" width={1200} height={675} />
      <p className="td-lead" style={{ marginTop: 24 }}>
        {post.excerpt}
      </p>
      {post.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{withLinks(paragraph)}</p>
      ))}
    </article>
  );
}
