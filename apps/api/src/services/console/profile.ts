import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TConsoleProfile } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { productTags, productTranslations, products, tagCategories, tags } from '../../db/schema.ts';
import { consolePlaceTexts } from '../../db/schema-console.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';

/** The tag category whose tags are kitchens (db/seed/facts.ts). */
const KITCHEN_CATEGORY = 'koekken';

/** The kitchens a place can choose (profile, new place). */
export async function kitchenOptions(db: TDatabase) {
  return db
    .select({ id: tags.id, slug: tags.slug, name_da: tags.nameDa, name_en: tags.nameEn })
    .from(tags)
    .innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .where(eq(tagCategories.slug, KITCHEN_CATEGORY))
    .orderBy(asc(tags.weight), asc(tags.slug));
}

async function readProfile(db: TDatabase, placeId: number): Promise<TConsoleProfile> {
  const [product] = await db
    .select({ address: products.address })
    .from(products)
    .where(eq(products.id, placeId));
  const texts = await db.select().from(productTranslations).where(eq(productTranslations.productId, placeId));
  const [opening] = await db.select().from(consolePlaceTexts).where(eq(consolePlaceTexts.productId, placeId));
  const options = await kitchenOptions(db);
  const chosen = await db
    .select({ tagId: productTags.tagId })
    .from(productTags)
    .where(
      and(
        eq(productTags.productId, placeId),
        inArray(
          productTags.tagId,
          options.map((option) => option.id),
        ),
      ),
    );
  const da = texts.find((text) => text.lang === 'da');
  const en = texts.find((text) => text.lang === 'en');
  const chosenIds = new Set(chosen.map((row) => row.tagId));
  return {
    name_da: da?.name ?? '',
    name_en: en?.name ?? '',
    description_da: da?.description ?? '',
    description_en: en?.description ?? '',
    address: product?.address ?? '',
    opening_da: opening?.openingDa ?? '',
    opening_en: opening?.openingEn ?? '',
    kitchens: options.filter((option) => chosenIds.has(option.id)).map((option) => option.slug),
  };
}

/** `GET console/places/{id}/profile`: the place's texts and kitchens, with the kitchens to choose from. */
export async function getProfile(db: TDatabase, access: TPlaceAccess) {
  const options = await kitchenOptions(db);
  return {
    profile: await readProfile(db, access.placeId),
    kitchen_options: options.map(({ slug, name_da, name_en }) => ({ slug, name_da, name_en })),
  };
}

/**
 * `POST console/places/{id}/profile`: name, description, address, kitchens and opening text in both
 * languages, written with the audit line (before and after) in one transaction. The slugs of the
 * place's addresses stay as they are, so links already shared keep working.
 */
export async function updateProfile(
  db: TDatabase,
  access: TPlaceAccess,
  profile: TConsoleProfile,
  now: Date,
) {
  const options = await kitchenOptions(db);
  const unknown = profile.kitchens.filter((slug) => !options.some((option) => option.slug === slug));
  if (unknown.length > 0)
    throw new HttpError(422, 'unprocessable_entity', `Unknown kitchen: ${unknown.join(', ')}`, {
      errors: { kitchens: 'console.kitchens' },
    });
  await db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, access.placeId)).for('update');
    const before = await readProfile(tx, access.placeId);
    for (const lang of ['da', 'en'] as const) {
      await tx
        .update(productTranslations)
        .set({ name: profile[`name_${lang}`], description: profile[`description_${lang}`] })
        .where(and(eq(productTranslations.productId, access.placeId), eq(productTranslations.lang, lang)));
    }
    await tx
      .update(products)
      .set({ address: profile.address, updatedAt: now })
      .where(eq(products.id, access.placeId));
    await tx
      .insert(consolePlaceTexts)
      .values({ productId: access.placeId, openingDa: profile.opening_da, openingEn: profile.opening_en })
      .onConflictDoUpdate({
        target: consolePlaceTexts.productId,
        set: { openingDa: profile.opening_da, openingEn: profile.opening_en },
      });
    const kitchenIds = options.map((option) => option.id);
    await tx
      .delete(productTags)
      .where(and(eq(productTags.productId, access.placeId), inArray(productTags.tagId, kitchenIds)));
    const chosen = options.filter((option) => profile.kitchens.includes(option.slug));
    if (chosen.length > 0)
      await tx
        .insert(productTags)
        .values(chosen.map((option) => ({ productId: access.placeId, tagId: option.id })));
    const after = await readProfile(tx, access.placeId);
    await recordAudit(tx, access, 'profile.update', before, after, now);
  });
  return getProfile(db, access);
}
