import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import { BLOG_PAGE_SIZE, type TLocale } from '@tredjedel/domain';

/** Blog pages: page 1 comes with the page, "show more" continues at page 2 (docs/product/spec.md §4). */
export function blogPagesQueryOptions(api: TApiClient, locale: TLocale) {
  return infiniteQueryOptions({
    queryKey: ['blogs', 'pages', { locale }],
    queryFn: ({ pageParam, signal }) =>
      api.get('blogs', {
        query: { local: locale, current_page: pageParam, per_page: BLOG_PAGE_SIZE },
        answer: 'blogs',
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
}
