// Seeds the tag categories and their tags; the places' tags refer to them by slug.

import * as t from '../schema.ts';
import { TAG_CATEGORY_FACTS } from './facts.ts';
import type { TSeedTransaction } from './seed-types.ts';

export type TSeededTags = {
  /** The id of a seeded tag; throws for a slug the facts do not name. */
  tagId: (slug: string) => number;
  /** The atmosphere tags a place may get besides its kitchens. */
  atmosphereSlugs: string[];
};

export async function seedTags(tx: TSeedTransaction): Promise<TSeededTags> {
  const tagIdBySlug = new Map<string, number>();
  for (const [index, category] of TAG_CATEGORY_FACTS.entries()) {
    const [row] = await tx
      .insert(t.tagCategories)
      .values({ slug: category.slug, nameDa: category.nameDa, nameEn: category.nameEn, weight: index })
      .returning({ id: t.tagCategories.id });
    if (!row) throw new Error('tag category insert returned nothing');
    const tagRows = await tx
      .insert(t.tags)
      .values(
        category.tags.map((tag, tagIndex) => ({
          categoryId: row.id,
          slug: tag.slug,
          nameDa: tag.nameDa,
          nameEn: tag.nameEn,
          hidden: tag.hidden ?? false,
          weight: tagIndex,
        })),
      )
      .returning({ id: t.tags.id, slug: t.tags.slug });
    for (const tag of tagRows) tagIdBySlug.set(tag.slug, tag.id);
  }
  const tagId = (slug: string) => {
    const id = tagIdBySlug.get(slug);
    if (id === undefined) throw new Error(`unknown seed tag ${slug}`);
    return id;
  };
  const atmosphereSlugs =
    TAG_CATEGORY_FACTS.find((category) => category.slug === 'stemning')?.tags.map((tag) => tag.slug) ?? [];
  return { tagId, atmosphereSlugs };
}
