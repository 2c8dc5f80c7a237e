// Seeds the partners (drawn among the places) and the blog (every topic for every city).

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { buildProductHref, formatTimeOfDay, slugify, type TLocale } from '@tredjedel/domain';

import * as t from '../schema.ts';
import { BLOG_PARAGRAPHS_DA, BLOG_PARAGRAPHS_EN, BLOG_TOPICS, LATE_DINNER } from './content.ts';
import type { TSeededTags } from './seed-tags.ts';
import { DAY_MS, type TPartnerCandidate, type TSeededCity, type TSeedTransaction } from './seed-types.ts';

export async function seedPartners(
  tx: TSeedTransaction,
  partnerCandidates: TPartnerCandidate[],
): Promise<void> {
  // Partners: most places that sell tables, with a logo of their own.
  if (partnerCandidates.length > 0) {
    await tx.insert(t.partners).values(
      partnerCandidates.map((partner, index) => ({
        cityId: partner.cityId,
        productType: partner.productType,
        productId: partner.productId,
        name: partner.name,
        descriptionDa: `${partner.name} i ${partner.area} er partner hos Tredjedel.`,
        descriptionEn: `${partner.name} in ${partner.areaEn} partners with Tredjedel.`,
        logo: `/media/partners/${partner.slug}.svg`,
        weight: index,
      })),
    );
  }
}

export async function seedBlog(
  tx: TSeedTransaction,
  cityIds: TSeededCity[],
  { tagId }: Pick<TSeededTags, 'tagId'>,
): Promise<void> {
  // Blog: every topic for every city, published a week apart.
  const blogRows: (typeof t.blogs.$inferInsert)[] = [];
  const blogTagSlugs: string[] = [];
  let published = Date.UTC(2026, 10, 20, 8, 0, 0);
  for (const topic of BLOG_TOPICS) {
    for (const city of cityIds) {
      const titleDa = topic.da.replace('{city}', city.nameDa);
      // A post that promises places names them: the city's restaurants that serve latest.
      const places =
        topic.tag === LATE_DINNER.tag && topic.da === LATE_DINNER.title
          ? await findLatePlaces(tx, city)
          : null;
      blogRows.push({
        slug: slugify(titleDa),
        titleDa,
        titleEn: topic.en.replace('{city}', city.nameEn),
        excerptDa: topic.excerptDa,
        excerptEn: topic.excerptEn,
        bodyDa: [...(places?.da ?? []), ...BLOG_PARAGRAPHS_DA].join('\n\n'),
        bodyEn: [...(places?.en ?? []), ...BLOG_PARAGRAPHS_EN].join('\n\n'),
        image: `/media/blog/${slugify(titleDa)}.svg`,
        cityId: city.id,
        publishedAt: new Date(published),
      });
      blogTagSlugs.push(topic.tag);
      published -= 7 * DAY_MS;
    }
  }
  const blogIds = await tx.insert(t.blogs).values(blogRows).returning({ id: t.blogs.id });
  await tx.insert(t.blogTags).values(
    blogIds.flatMap((blog, index) => {
      const slug = blogTagSlugs[index];
      return slug ? [{ blogId: blog.id, tagId: tagId(slug) }] : [];
    }),
  );
}

/**
 * The paragraphs of the late-dinner post of a city: an introduction and one line per place (the
 * five restaurants on sale whose kitchen closes latest), each a link to the place's page written
 * `[name](/path)`, the one link form the blog page reads.
 */
async function findLatePlaces(tx: TSeedTransaction, city: TSeededCity): Promise<Record<TLocale, string[]>> {
  const lastOrder = sql<string>`max(${t.servingHours.timeEnd})`;
  const latest = await tx
    .select({ id: t.products.id, productType: t.products.productType, lastOrder })
    .from(t.products)
    .innerJoin(t.servingHours, eq(t.servingHours.productId, t.products.id))
    .where(
      and(
        eq(t.products.cityId, city.id),
        eq(t.products.productType, 'restaurant'),
        eq(t.products.isShowcase, false),
      ),
    )
    .groupBy(t.products.id)
    .orderBy(desc(lastOrder), asc(t.products.weight), asc(t.products.id))
    .limit(LATE_DINNER.count);
  const ids = latest.map((place) => place.id);
  const names =
    ids.length === 0
      ? []
      : await tx
          .select({
            productId: t.productTranslations.productId,
            lang: t.productTranslations.lang,
            name: t.productTranslations.name,
            slug: t.productTranslations.slug,
            areaDa: t.areas.nameDa,
            areaEn: t.areas.nameEn,
          })
          .from(t.productTranslations)
          .innerJoin(t.products, eq(t.products.id, t.productTranslations.productId))
          .innerJoin(t.areas, eq(t.areas.id, t.products.areaId))
          .where(inArray(t.productTranslations.productId, ids));
  const lines = (locale: TLocale) =>
    latest.flatMap((place) => {
      const name = names.find((row) => row.productId === place.id && row.lang === locale);
      if (!name) return [];
      const href = buildProductHref(place.productType, name.slug, locale);
      const area = locale === 'da' ? name.areaDa : name.areaEn;
      return [
        LATE_DINNER.line[locale](`[${name.name}](${href})`, area, formatTimeOfDay(place.lastOrder, locale)),
      ];
    });
  return {
    da: [LATE_DINNER.intro.da.replace('{city}', city.nameDa), ...lines('da')],
    en: [LATE_DINNER.intro.en.replace('{city}', city.nameEn), ...lines('en')],
  };
}
