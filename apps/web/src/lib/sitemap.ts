import { getProducts, type TApiClient } from '@tredjedel/api-client';
import { BLOG_PAGE_SIZE, MAX_PAGE_SIZE, type TLocale } from '@tredjedel/domain';

import {
  blogPath,
  guidePath,
  homePath,
  LEGAL_PATHS,
  listingPath,
  partnersPath,
  productPath,
} from './routes.ts';

type TEntry = { da: string; en: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * robots.txt: every page may be crawled but the API; the sitemap is named. The booking and
 * gift-card steps, confirmations and the booking's own page stay out of search by their
 * `noindex`, which a crawler reads only if it may fetch them (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
export function createRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * sitemap.xml of every public page in both languages, each with its hreflang twin: home, listings
 * and map views, places, partners, guide, blog and the legal pages.
 */
export async function createSitemapXml(api: TApiClient, origin: string): Promise<string> {
  const entries: TEntry[] = [
    { da: homePath('da'), en: homePath('en') },
    { da: guidePath('da'), en: guidePath('en') },
    { da: blogPath('da'), en: blogPath('en') },
  ];
  for (const legal of Object.values(LEGAL_PATHS)) entries.push({ da: legal.da, en: legal.en });

  const cities = await api.get('cities', { query: { local: 'da' }, answer: 'cities' });
  for (const city of cities.data) {
    for (const productType of city.product_types) {
      const at = (locale: TLocale) => listingPath(locale, city.link, productType);
      entries.push({ da: at('da'), en: at('en') });
      entries.push({
        da: listingPath('da', city.link, productType, 'map'),
        en: listingPath('en', city.link, productType, 'map'),
      });
      entries.push({
        da: partnersPath('da', city.link, productType),
        en: partnersPath('en', city.link, productType),
      });
      for (let page = 1; ; page += 1) {
        const listing = await getProducts(api, {
          city: city.link,
          product_type: productType,
          local: 'da',
          current_page: page,
          per_page: MAX_PAGE_SIZE,
        });
        for (const product of listing.data) {
          const slugOf = (lang: TLocale) =>
            product.translations.find((item) => item.lang === lang)?.slug ?? product.slug;
          entries.push({
            da: productPath('da', productType, slugOf('da')),
            en: productPath('en', productType, slugOf('en')),
          });
        }
        if (listing.next_page === null) break;
      }
    }
  }
  for (let page = 1; page < 50; page += 1) {
    const blogs = await api.get('blogs', {
      query: { local: 'da', current_page: page, per_page: BLOG_PAGE_SIZE },
      answer: 'blogs',
    });
    for (const post of blogs.data)
      entries.push({ da: blogPath('da', post.slug), en: blogPath('en', post.slug) });
    if (blogs.next_page === null) break;
  }

  const urls = entries.flatMap((entry) =>
    (['da', 'en'] as const).map((locale) => {
      const links = (['da', 'en'] as const)
        .map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + entry[lang])}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(origin + entry[locale])}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
