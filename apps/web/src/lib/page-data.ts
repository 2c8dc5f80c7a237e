import type { TPageData } from '../render-contract.ts';

export const PAGE_META = { csrfToken: 'csrf-token', serverTime: 'server-time' } as const;

/** Reads the values the server rendered into the page's meta tags. */
export function readPageData(doc: Document): TPageData {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return { csrfToken: read(PAGE_META.csrfToken), serverTime: read(PAGE_META.serverTime) };
}
