// Seeds the partners (drawn among the places) and the blog (every topic for every city).

import * as t from '../schema.ts';
import { BLOG_PARAGRAPHS_DA, BLOG_PARAGRAPHS_EN, BLOG_TOPICS } from './content.ts';
import { slugify } from './prng.ts';
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
      blogRows.push({
        slug: slugify(titleDa),
        titleDa,
        titleEn: topic.en.replace('{city}', city.nameEn),
        excerptDa: topic.excerptDa,
        excerptEn: topic.excerptEn,
        bodyDa: BLOG_PARAGRAPHS_DA.join('\n\n'),
        bodyEn: BLOG_PARAGRAPHS_EN.join('\n\n'),
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
