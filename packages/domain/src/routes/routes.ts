import { GALLERY_HASH } from '../constants.ts';
import type { TViewType } from '../entities/page-state.ts';
import type { TLocale } from '../locale.ts';
import type { TProductType } from '../product-type.ts';
import { PRODUCT_TYPES } from '../product-type.ts';
import { writeQueryString } from '../filters/query-string.ts';

/** First path segments that are never a city, parent area or area link (docs/product/readings.md). */
const RESERVED_PATH_SEGMENTS = [
  'en',
  'kort',
  'map',
  'book',
  'gavekort',
  'partnere',
  'partners',
  'guide',
  'blog',
  'restaurant',
  'bar',
  'takeaway',
  'api',
  'assets',
  'pay',
  'dev',
  'konsol',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
] as const;

const isReservedPathSegment = (segment: string): boolean =>
  (RESERVED_PATH_SEGMENTS as readonly string[]).includes(segment.toLowerCase());

/** Listing URL names of the product types (docs/product/spec.md §2). */
const PRODUCT_TYPE_URL_NAMES: Record<TLocale, Record<TProductType, string>> = {
  da: { restaurant: 'restauranter', bar: 'barer', takeaway: 'takeaway' },
  en: { restaurant: 'restaurants', bar: 'bars', takeaway: 'takeaway' },
};

/** URL name of the map view; the list view has none (docs/product/spec.md §2). */
const MAP_VIEW_URL_NAMES: Record<TLocale, string> = { da: 'kort', en: 'map' };

export const BOOKING_ROUTE_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
export type TBookingRouteStep = (typeof BOOKING_ROUTE_STEPS)[number];
export const GIFTCARD_ROUTE_STEPS = ['step1', 'step2', 'step3'] as const;
export type TGiftcardRouteStep = (typeof GIFTCARD_ROUTE_STEPS)[number];
const PARTNER_SEGMENTS = ['partnere', 'partners'] as const;
type TPartnerSegment = (typeof PARTNER_SEGMENTS)[number];

/** Every route of docs/product/spec.md §2. */
export type TRoute =
  | { name: 'home' }
  | { name: 'product'; productType: TProductType; slug: string }
  | { name: 'listing'; city: string; productType: TProductType; view: TViewType }
  | { name: 'booking'; step: TBookingRouteStep; productType: TProductType; slug: string }
  | { name: 'giftcard'; step: TGiftcardRouteStep }
  | { name: 'partners'; segment: TPartnerSegment; city: string; productType: TProductType }
  | { name: 'guide' }
  | { name: 'area'; parentCity: string; area: string; tag?: string };

export type TParsedRoute = { locale: TLocale; route: TRoute };

const enc = encodeURIComponent;

/** The listing URL name of a product type in a language ("restauranter", "bars"…). */
const getProductTypeUrlName = (productType: TProductType, locale: TLocale): string =>
  PRODUCT_TYPE_URL_NAMES[locale][productType];

/** Reads a product type from its id or its URL name in either language. */
export const parseProductTypeUrlName = (segment: string): TProductType | null => {
  for (const productType of PRODUCT_TYPES) {
    if (
      segment === productType ||
      segment === PRODUCT_TYPE_URL_NAMES.da[productType] ||
      segment === PRODUCT_TYPE_URL_NAMES.en[productType]
    ) {
      return productType;
    }
  }
  return null;
};

const getSegments = (route: TRoute, locale: TLocale): string[] => {
  switch (route.name) {
    case 'home':
      return [];
    case 'product':
      return [route.productType, enc(route.slug)];
    case 'listing': {
      const listing = [enc(route.city), getProductTypeUrlName(route.productType, locale)];
      return route.view === 'map' ? [MAP_VIEW_URL_NAMES[locale], ...listing] : listing;
    }
    case 'booking':
      return ['book', route.step, route.productType, enc(route.slug)];
    case 'giftcard':
      return ['gavekort', route.step];
    case 'partners':
      return [route.segment, enc(route.city), getProductTypeUrlName(route.productType, locale)];
    case 'guide':
      return ['guide'];
    case 'area':
      return [enc(route.parentCity), enc(route.area), ...(route.tag ? [enc(route.tag)] : [])];
  }
};

/** The path of a route: Danish without a prefix, English under /en (docs/product/spec.md §2). */
export const buildPath = (route: TRoute, locale: TLocale): string => {
  const segments = [...(locale === 'en' ? ['en'] : []), ...getSegments(route, locale)];
  return `/${segments.join('/')}`;
};

/** Options of a product detail link. */
export type TProductLinkOptions = {
  /** Open the menu view (`view=menu`). */
  view?: 'menu';
  /** Index of the menu to show. */
  index?: number;
  /** Open the gallery (#galleri). @default false */
  isGalleryOpen?: boolean;
};

/** A product detail link with its optional menu view, menu index and gallery hash (docs/product/spec.md §2). */
export const buildProductHref = (
  productType: TProductType,
  slug: string,
  locale: TLocale,
  options: TProductLinkOptions = {},
): string => {
  const query = writeQueryString([
    ...(options.view ? [['view', options.view] as [string, string]] : []),
    ...(options.index === undefined ? [] : [['index', String(options.index)] as [string, string]]),
  ]);
  return `${buildPath({ name: 'product', productType, slug }, locale)}${query ? `?${query}` : ''}${
    options.isGalleryOpen ? GALLERY_HASH : ''
  }`;
};

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

const parseSegments = (segments: string[], locale: TLocale): TRoute | null => {
  const [first, second, third, fourth] = segments;
  const count = segments.length;
  if (count === 0) return { name: 'home' };
  if (first === 'guide' && count === 1) return { name: 'guide' };
  if (first === 'gavekort' && count === 2 && isOneOf(GIFTCARD_ROUTE_STEPS, second)) {
    return { name: 'giftcard', step: second };
  }
  if (
    first === 'book' &&
    fourth &&
    isOneOf(BOOKING_ROUTE_STEPS, second) &&
    isOneOf(PRODUCT_TYPES, third) &&
    count === 4
  ) {
    return { name: 'booking', step: second, productType: third, slug: fourth };
  }
  if (isOneOf(PRODUCT_TYPES, first) && count === 2 && second)
    return { name: 'product', productType: first, slug: second };
  if (isOneOf(PARTNER_SEGMENTS, first) && count === 3 && second && third) {
    const productType = parseProductTypeUrlName(third);
    return productType ? { name: 'partners', segment: first, city: second, productType } : null;
  }
  if (first === MAP_VIEW_URL_NAMES[locale] && count === 3 && second && third) {
    const productType = parseListingTypeName(third, locale);
    return productType ? { name: 'listing', city: second, productType, view: 'map' } : null;
  }
  if (!first || isReservedPathSegment(first) || !second || count > 3) return null;
  const listingType = count === 2 ? parseListingTypeName(second, locale) : null;
  if (listingType) return { name: 'listing', city: first, productType: listingType, view: 'list' };
  // A listing name of the other language is a wrong-language listing, never an area link.
  if (count === 2 && parseProductTypeUrlName(second)) return null;
  return third
    ? { name: 'area', parentCity: first, area: second, tag: third }
    : { name: 'area', parentCity: first, area: second };
};

const parseListingTypeName = (segment: string, locale: TLocale): TProductType | null =>
  PRODUCT_TYPES.find((productType) => PRODUCT_TYPE_URL_NAMES[locale][productType] === segment) ?? null;

/**
 * Reads a path into its locale and route, or null when no route of docs/product/spec.md §2 has that shape.
 * Listing and map paths take the URL names of their own language only ("/en/kobenhavn/barer" is
 * no route); any other two-segment path whose second segment is no listing name is an area page.
 */
export const parsePath = (pathname: string): TParsedRoute | null => {
  const raw = pathname.replace(/[?#][\s\S]*$/, '');
  const decoded = raw
    .split('/')
    .filter((segment) => segment !== '')
    .map(decode);
  if (decoded.some((segment) => segment === null)) return null;
  const segments = decoded as string[];
  const locale: TLocale = segments[0] === 'en' ? 'en' : 'da';
  const route = parseSegments(locale === 'en' ? segments.slice(1) : segments, locale);
  return route ? { locale, route } : null;
};

/** The language of a path: English under /en, Danish (the default) everywhere else (docs/product/spec.md §2). */
export const getPathLocale = (pathname: string): TLocale =>
  pathname === '/en' || pathname.startsWith('/en/') || pathname.startsWith('/en?') ? 'en' : 'da';

const localePrefix = (locale: TLocale) => (locale === 'en' ? '/en' : '');
const withToken = (path: string, token: string | undefined) =>
  token === undefined ? path : `${path}?token=${enc(token)}`;

/**
 * The page a paid booking lands on. The payment callback redirects there and the web app renders
 * it, so both build it here. Every page an order link opens is addressed by the order's public
 * reference (`TD-7KQ4-M2ZA`, order-reference.ts), never by its internal id; the token proves the
 * visitor's right to read the order (docs/decisions/0255-public-order-references.md).
 */
export const buildBookingConfirmationPath = (locale: TLocale, reference: string, token?: string): string =>
  withToken(`${localePrefix(locale)}/book/confirmation/${enc(reference)}`, token);

/**
 * The page where the guest sees and cancels a booking; the confirmation e-mail links to it with the
 * order's token (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export const buildBookingManagePath = (locale: TLocale, reference: string, token?: string): string =>
  withToken(`${localePrefix(locale)}/book/manage/${enc(reference)}`, token);

/** The page a paid gift-card order lands on (see buildBookingConfirmationPath). */
export const buildGiftcardConfirmationPath = (locale: TLocale, reference: string, token?: string): string =>
  withToken(`${localePrefix(locale)}/gavekort/confirmation/${enc(reference)}`, token);

/** The same route in the other language: what the language switch links to. */
export const switchLocalePath = (pathname: string, locale: TLocale): string | null => {
  const parsed = parsePath(pathname);
  return parsed ? buildPath(parsed.route, locale) : null;
};
