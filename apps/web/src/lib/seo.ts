import { serializeJsonLd, type TLocale } from '@tredjedel/domain';

export type TAlternates = Partial<Record<TLocale, string>>;

export type TSeoInput = {
  origin: string;
  locale: TLocale;
  title: string;
  description: string;
  /** The page's path in its own language (without query), made absolute for the canonical link. */
  path: string;
  /** The same page in each language, for hreflang; the page's own language is added when missing. */
  alternates?: TAlternates;
  image?: string;
  type?: 'website' | 'article' | 'restaurant.restaurant';
  /** schema.org objects, rendered as JSON-LD. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Pages that should not be indexed (404, filtered variants). */
  isNoIndex?: boolean;
};

const OG_LOCALE: Record<TLocale, string> = { da: 'da_DK', en: 'en_GB' };

const absolute = (origin: string, path: string) => (path.startsWith('http') ? path : `${origin}${path}`);

/**
 * Escapes `<` so JSON-LD can never close its script element early.
 *
 * @internal Exported for the tests that use it directly (src/lib/__tests__/frame-rules.test.ts).
 */
export const toJsonLd = serializeJsonLd;

/** Title, description, canonical, hreflang da/en, Open Graph and JSON-LD of one page. */
export function buildHead(input: TSeoInput) {
  const alternates: TAlternates = {
    ...input.alternates,
    [input.locale]: input.alternates?.[input.locale] ?? input.path,
  };
  const canonical = absolute(input.origin, input.path);
  const title = input.title.includes('Tredjedel') ? input.title : `${input.title} | Tredjedel`;
  const meta = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:site_name', content: 'Tredjedel' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[input.locale] },
    ...(input.image ? [{ property: 'og:image', content: absolute(input.origin, input.image) }] : []),
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    ...(input.isNoIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
  const links = [
    { rel: 'canonical', href: canonical },
    ...Object.entries(alternates).map(([lang, path]) => ({
      rel: 'alternate',
      hrefLang: lang,
      href: absolute(input.origin, path),
    })),
    ...(alternates.da
      ? [{ rel: 'alternate', hrefLang: 'x-default', href: absolute(input.origin, alternates.da) }]
      : []),
  ];
  const scripts = (input.jsonLd ?? []).map((item) => ({
    type: 'application/ld+json',
    children: toJsonLd(item),
  }));
  return { meta, links, scripts };
}
