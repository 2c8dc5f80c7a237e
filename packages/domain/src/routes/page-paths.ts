import type { TLocale } from '../locale.ts';

/**
 * The router's path pattern of every page, per language (`$name` is a path parameter): Danish
 * without a prefix, English under /en (docs/product/spec.md §2). The web app mounts each page once
 * per language listed here (apps/web/src/route-table.tsx, ADR 0015); a language left out has no
 * such page. Builders of concrete links (buildPath and the others in routes.ts) must produce paths
 * these patterns match; test/page-paths.test.ts checks them.
 *
 * Adding a page: add its patterns here, then one line in apps/web/src/route-table.tsx.
 */
export const PAGE_PATHS = {
  home: { da: '/', en: '/en/' },
  restaurant: { da: '/restaurant/$slug', en: '/en/restaurant/$slug' },
  bar: { da: '/bar/$slug', en: '/en/bar/$slug' },
  takeaway: { da: '/takeaway/$slug', en: '/en/takeaway/$slug' },
  /** A listing (`/kobenhavn/restauranter`) or a two-segment area link; parsePath tells which. */
  listing: { da: '/$city/$listing', en: '/en/$city/$listing' },
  mapListing: { da: '/kort/$city/$listing', en: '/en/map/$city/$listing' },
  /** The three-segment area link with a tag exists in Danish only. */
  areaTag: { da: '/$parent/$area/$tag' },
  booking: { da: '/book/$step/$productType/$slug', en: '/en/book/$step/$productType/$slug' },
  bookingConfirmation: { da: '/book/confirmation/$reference', en: '/en/book/confirmation/$reference' },
  bookingManage: { da: '/book/manage/$reference', en: '/en/book/manage/$reference' },
  giftcard: { da: '/gavekort/$step', en: '/en/gavekort/$step' },
  giftcardConfirmation: {
    da: '/gavekort/confirmation/$reference',
    en: '/en/gavekort/confirmation/$reference',
  },
  /** What a gift code can still pay; a static segment, so it outranks `/gavekort/$step`. */
  giftcardBalance: { da: '/gavekort/saldo', en: '/en/gavekort/balance' },
  /** Both segments answer in both languages (older links used the other language's word). */
  partnere: { da: '/partnere/$city/$productType', en: '/en/partnere/$city/$productType' },
  partners: { da: '/partners/$city/$productType', en: '/en/partners/$city/$productType' },
  guide: { da: '/guide/', en: '/en/guide/' },
  guideSection: { da: '/guide/$section', en: '/en/guide/$section' },
  blog: { da: '/blog/', en: '/en/blog/' },
  blogPost: { da: '/blog/$slug', en: '/en/blog/$slug' },
  terms: { da: '/vilkaar', en: '/en/terms' },
  privacy: { da: '/privatliv', en: '/en/privacy' },
  cookies: { da: '/cookies', en: '/en/cookies' },
  /**
   * The page served, in the site's frame, to a client past its render budget (a 429;
   * apps/api/src/page-host/web-pages.ts); rendered once per language and kept, never indexed.
   */
  tooManyRequests: { da: '/for-mange-sider', en: '/en/too-many-pages' },
  /** The restaurants' console (routes/console-paths.ts names the sections). */
  console: { da: '/konsol/$section', en: '/en/console/$section' },
} as const satisfies Record<string, Partial<Record<TLocale, string>>>;

export type TPageName = keyof typeof PAGE_PATHS;

/** The patterns of a page, in every language it has. */
export type TPagePathOf<TName extends TPageName> =
  (typeof PAGE_PATHS)[TName][keyof (typeof PAGE_PATHS)[TName]];
