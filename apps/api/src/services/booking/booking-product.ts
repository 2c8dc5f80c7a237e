import { and, asc, eq } from 'drizzle-orm';
import type { TLocale, TMenu, TProductType } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { menus, products, productTranslations } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

export type TBookingProduct = {
  id: number;
  productType: TProductType;
  isShowcase: boolean;
  address: string;
  /** The place's telephone and the address its booking notices go to (either may be unset). */
  phone: string | null;
  contactEmail: string | null;
  restaurantId: number;
  /** Name and slug per language, for e-mails and the links back to the booking flow. */
  names: Record<TLocale, { name: string; slug: string }>;
};

/** The product a booking call names, or a 404. */
export async function findBookingProduct(db: TDatabase, productId: number): Promise<TBookingProduct> {
  const rows = await db
    .select({
      id: products.id,
      productType: products.productType,
      isShowcase: products.isShowcase,
      address: products.address,
      phone: products.phone,
      contactEmail: products.contactEmail,
      restaurantId: products.restaurantId,
      lang: productTranslations.lang,
      name: productTranslations.name,
      slug: productTranslations.slug,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(eq(products.id, productId));
  const first = rows[0];
  if (!first) throw notFound(`No product with id ${productId}.`);
  const byLang = (lang: TLocale) => {
    const row = rows.find((candidate) => candidate.lang === lang) ?? first;
    return { name: row.name, slug: row.slug };
  };
  return {
    id: first.id,
    productType: first.productType,
    isShowcase: first.isShowcase,
    address: first.address,
    phone: first.phone,
    contactEmail: first.contactEmail,
    restaurantId: first.restaurantId,
    names: { da: byLang('da'), en: byLang('en') },
  };
}

/** The product's menus as the domain sees them, names in `lang`, only those on sale today. */
export async function findBookableMenus(
  db: TDatabase,
  product: Pick<TBookingProduct, 'id'> & Partial<Pick<TBookingProduct, 'restaurantId'>>,
  lang: TLocale,
): Promise<TMenu[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.productId, product.id), eq(menus.status, 'in-stock')))
    .orderBy(asc(menus.weight), asc(menus.id));
  return rows.map((row): TMenu => ({
    id: row.id,
    restaurant_id: product.restaurantId ?? 0,
    restaurant_menu_id: row.restaurantMenuId,
    name: lang === 'en' ? row.nameEn : row.nameDa,
    menu_type: row.menuType,
    price_regular: row.priceRegular,
    price_sale: row.priceSale,
    status: row.status,
    menu_status: 'active',
    weight: row.weight,
    time_start: row.timeStart,
    time_end: row.timeEnd,
    limit_table_size: row.limitTableSize ? 1 : 0,
    table_sizes: row.tableSizes,
    courses: [],
    created_at: row.createdAt.toISOString(),
  }));
}
