import type { TPlaceProfile } from '@tredjedel/media';
import { eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { memoizeFor } from '../../lib/memoize-for.ts';
import { productTags, productTranslations, products, tags } from '../../db/schema.ts';

/** The catalogue is small and changes with an editor's work: reread it every ten minutes. */
const PROFILE_TTL_MS = 10 * 60_000;

/**
 * Every place's profile by slug (Danish and English), read in one query and kept in memory.
 * A failed read is forgotten so the next picture tries again.
 */
export function createPlaceProfiles(db: TDatabase, now: () => number = Date.now) {
  async function load(): Promise<Map<string, TPlaceProfile>> {
    const rows = await db
      .select({
        id: products.id,
        productType: products.productType,
        lang: productTranslations.lang,
        slug: productTranslations.slug,
        name: productTranslations.name,
        tag: tags.slug,
      })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .leftJoin(productTags, eq(productTags.productId, products.id))
      .leftJoin(tags, eq(tags.id, productTags.tagId))
      .orderBy(products.id, productTranslations.lang, tags.id);
    const byId = new Map<number, TPlaceProfile>();
    const bySlug = new Map<string, TPlaceProfile>();
    for (const row of rows) {
      let profile = byId.get(row.id);
      if (!profile) {
        profile = { productType: row.productType, kitchens: [], name: '' };
        byId.set(row.id, profile);
      }
      if (row.lang === 'da') profile.name = row.name;
      if (row.tag && !profile.kitchens.includes(row.tag)) profile.kitchens.push(row.tag);
      bySlug.set(row.slug, profile);
    }
    return bySlug;
  }

  const getProfiles = memoizeFor(PROFILE_TTL_MS, now, load);

  /** The profile for a slug, or null when no place has it. */
  return async function findPlaceProfile(slug: string): Promise<TPlaceProfile | null> {
    return (await getProfiles()).get(slug) ?? null;
  };
}
