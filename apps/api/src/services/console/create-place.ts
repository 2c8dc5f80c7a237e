import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import {
  getDanishSortKey,
  getSalePrice,
  PRODUCT_TYPES,
  slugify,
  validateNewPlace,
  type TConsoleNewPlaceAnswer,
  type TConsoleNewPlaceOptions,
  type TConsoleNewPlaceRequest,
  type TProductType,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { areas, cities, menus, productTags, productTranslations, products } from '../../db/schema.ts';
import { listingPath } from '../../lib/listing-paths.ts';
import { unprocessableFields } from '../booking/booking-errors.ts';
import { claimApplication, findApplication } from './applications.ts';
import { recordAudit } from './audit.ts';
import { addMember } from './invite.ts';
import { requireOperator } from './place-access.ts';
import { kitchenOptions } from './profile.ts';
import type { TConsoleUser } from './sessions.ts';
import { requestSignInLink, type TSignInDeps } from './sign-in.ts';

/** The first menu's kind of service follows the kind of place, as the seed's menus do. */
const FIRST_MENU_TYPE: Record<TProductType, string> = {
  restaurant: 'DINNER',
  bar: 'DRINKS',
  takeaway: 'TAKEAWAY',
};

const VALIDATION_MESSAGE = { da: 'Ret de markerede felter.', en: 'Correct the marked fields.' };

/** `GET console/new-place`: the cities (with their areas), kinds and kitchens an operator picks from. */
export async function getNewPlaceOptions(
  db: TDatabase,
  user: TConsoleUser,
): Promise<TConsoleNewPlaceOptions> {
  requireOperator(user);
  const cityRows = await db.select().from(cities).orderBy(asc(cities.weight), asc(cities.id));
  const areaRows = await db.select().from(areas).orderBy(asc(areas.nameDa), asc(areas.id));
  const kitchens = await kitchenOptions(db);
  return {
    cities: cityRows.map((city) => ({
      id: city.id,
      name_da: city.nameDa,
      name_en: city.nameEn,
      areas: areaRows
        .filter((area) => area.cityId === city.id)
        .map((area) => ({ id: area.id, name_da: area.nameDa, name_en: area.nameEn })),
    })),
    product_types: [...PRODUCT_TYPES],
    kitchen_options: kitchens.map(({ slug, name_da, name_en }) => ({ slug, name_da, name_en })),
  };
}

/**
 * A slug no place uses in either language (the detail page finds a place by either), never all
 * digits (a number is read as an id): the name's, else with -2, -3 … Read inside the transaction;
 * a place created with the same name at the same moment fails the unique index and is retried.
 */
async function freeSlug(tx: TDatabase, name: string): Promise<string> {
  const base = slugify(name) || 'sted';
  const stem = /^\d+$/.test(base) ? `sted-${base}` : base;
  const taken = await tx
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(or(eq(productTranslations.slug, stem), like(productTranslations.slug, `${stem}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The city and area of the request: an area of that city (its first when none is chosen), else 422. */
async function placeOfCity(tx: TDatabase, request: TConsoleNewPlaceRequest) {
  const [row] = await tx
    .select({ city: cities, area: areas })
    .from(cities)
    .innerJoin(areas, eq(areas.cityId, cities.id))
    .where(
      and(
        eq(cities.id, request.city_id),
        request.area_id === undefined ? undefined : eq(areas.id, request.area_id),
      ),
    )
    .orderBy(asc(areas.id))
    .limit(1);
  if (!row) throw unprocessableFields({ city_id: 'errors.new_place_area' }, VALIDATION_MESSAGE[request.lang]);
  return row;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/**
 * `POST console/places` (operators only; docs/decisions/0500-restaurants-console.md, "New
 * places"): the place, its translations (one name in both languages until the owner writes an
 * English one), its kitchens and first menu, its first owner's membership and invitation, the
 * application's record and the audit line, in one transaction. The place is not on the public
 * pages until its owner publishes a time (`on_sale_since` stays null until then).
 */
export async function createPlace(
  deps: TSignInDeps,
  user: TConsoleUser,
  request: TConsoleNewPlaceRequest,
  clientAddress: string,
  now: Date,
): Promise<TConsoleNewPlaceAnswer> {
  requireOperator(user);
  const errors = validateNewPlace(request);
  if (Object.keys(errors).length > 0) throw unprocessableFields(errors, VALIDATION_MESSAGE[request.lang]);
  const options = await kitchenOptions(deps.db);
  const chosenKitchens = options.filter((option) => request.kitchens.includes(option.slug));
  if (chosenKitchens.length !== new Set(request.kitchens).size)
    throw unprocessableFields({ kitchens: 'errors.new_place_kitchens' }, VALIDATION_MESSAGE[request.lang]);
  const application =
    request.application_id === undefined ? null : await findApplication(deps.db, request.application_id);
  const owner = {
    email: request.owner_email.trim().toLowerCase(),
    name: request.owner_name.trim(),
    lang: application?.lang ?? request.owner_lang,
  };
  let written: { answer: TConsoleNewPlaceAnswer; name: string } | undefined;
  for (let attempt = 1; !written; attempt += 1) {
    try {
      written = await deps.db.transaction((tx) =>
        writePlace(tx, user, request, owner, chosenKitchens, application, now),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
  // After the commit: the rate limits and the outbox are not part of the place's transaction. A
  // refused link (a rate limit) leaves the place and membership; the owner asks on the sign-in page.
  await requestSignInLink(
    deps,
    { email: owner.email, lang: owner.lang, invitedTo: written.name },
    clientAddress,
    now,
  );
  return written.answer;
}

async function writePlace(
  tx: TDatabase,
  user: TConsoleUser,
  request: TConsoleNewPlaceRequest,
  owner: { email: string; name: string },
  kitchens: { id: number; slug: string }[],
  application: { id: number } | null,
  now: Date,
): Promise<{ answer: TConsoleNewPlaceAnswer; name: string }> {
  const { city, area } = await placeOfCity(tx, request);
  const name = request.name.trim();
  const slug = await freeSlug(tx, name);
  const price = request.menu_price_regular;
  const [product] = await tx
    .insert(products)
    .values({
      productType: request.product_type,
      cityId: city.id,
      areaId: area.id,
      address: request.address.trim(),
      lat: area.lat,
      long: area.long,
      priceRegular: price,
      priceSale: getSalePrice(price),
      primaryImage: `/media/places/${slug}/primary.svg`,
      mobilePrimaryImage: `/media/places/${slug}/mobile.svg`,
      alternativeImages: [1, 2, 3].map((n) => `/media/places/${slug}/gallery-${n}.svg`),
      internalLinks: [
        {
          title_da: `Flere steder i ${city.nameDa}`,
          title_en: `More places in ${city.nameEn}`,
          url: listingPath('da', city.slug, request.product_type),
        },
      ],
      restaurantId: sql`(select coalesce(max(restaurant_id), 0) + 1 from products)`,
      contactEmail: owner.email,
      onSaleSince: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('the place was not written');
  await tx.insert(productTranslations).values(
    (['da', 'en'] as const).map((lang) => ({
      productId: product.id,
      lang,
      name,
      slug,
      description: '',
      nameSortKey: getDanishSortKey(name),
    })),
  );
  if (kitchens.length > 0)
    await tx
      .insert(productTags)
      .values(kitchens.map((kitchen) => ({ productId: product.id, tagId: kitchen.id })));
  const menuName = request.menu_name.trim();
  await tx.insert(menus).values({
    productId: product.id,
    restaurantMenuId: sql`(select coalesce(max(restaurant_menu_id), 0) + 1 from menus)`,
    menuType: FIRST_MENU_TYPE[request.product_type],
    nameDa: menuName,
    nameEn: menuName,
    coursesDa: [],
    coursesEn: [],
    priceRegular: price,
    priceSale: getSalePrice(price),
    createdAt: now,
  });
  if (application) await claimApplication(tx, application.id, product.id, now);
  const access = { placeId: product.id, name, role: 'owner' as const, user };
  await recordAudit(
    tx,
    access,
    'place.create',
    null,
    {
      name,
      product_type: request.product_type,
      city: city.slug,
      area: area.slug,
      address: request.address.trim(),
      kitchens: kitchens.map((kitchen) => kitchen.slug),
      menu: { name: menuName, price_regular: price },
      owner_email: owner.email,
      application_id: application?.id ?? null,
    },
    now,
  );
  await addMember(tx, access, { ...owner, role: 'owner' }, now);
  return { answer: { place_id: product.id, slug_da: slug, slug_en: slug }, name };
}
