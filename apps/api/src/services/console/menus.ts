import { and, asc, eq, sql } from 'drizzle-orm';
import { getSalePrice, type TConsoleMenu, type TConsoleMenuRequest } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { menus, products } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';

type TMenuRow = typeof menus.$inferSelect;

function toConsoleMenu(menu: TMenuRow): TConsoleMenu {
  return {
    id: menu.id,
    name_da: menu.nameDa,
    name_en: menu.nameEn,
    menu_type: menu.menuType,
    price_regular: menu.priceRegular,
    price_sale: menu.priceSale,
    time_start: menu.timeStart.slice(0, 5),
    time_end: menu.timeEnd.slice(0, 5),
    table_sizes: menu.limitTableSize && menu.tableSizes !== '' ? menu.tableSizes.split(',').map(Number) : [],
  };
}

export async function listMenus(db: TDatabase, placeId: number): Promise<TConsoleMenu[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.productId, placeId))
    .orderBy(asc(menus.weight), asc(menus.id));
  return rows.map(toConsoleMenu);
}

/**
 * `POST console/places/{id}/menus/{menu_id}`: the normal price, serving hours and party sizes. The
 * sale price is always the domain's third off (getSalePrice), never typed; the place's "from" price
 * on cards follows its cheapest menu.
 */
export async function updateMenu(
  db: TDatabase,
  access: TPlaceAccess,
  menuId: number,
  request: TConsoleMenuRequest,
  now: Date,
): Promise<TConsoleMenu> {
  return db.transaction(async (tx) => {
    const [menu] = await tx
      .select()
      .from(menus)
      .where(and(eq(menus.id, menuId), eq(menus.productId, access.placeId)))
      .for('update');
    if (!menu) throw notFound(`No menu ${menuId} at this place.`);
    const sizes = [...new Set(request.table_sizes)].sort((a, b) => a - b);
    const [updated] = await tx
      .update(menus)
      .set({
        priceRegular: request.price_regular,
        priceSale: getSalePrice(request.price_regular),
        timeStart: `${request.time_start}:00`,
        timeEnd: `${request.time_end}:00`,
        limitTableSize: sizes.length > 0,
        tableSizes: sizes.join(','),
      })
      .where(eq(menus.id, menuId))
      .returning();
    if (!updated) throw notFound(`No menu ${menuId} at this place.`);
    await tx
      .update(products)
      .set({
        priceRegular: sql`(select min(m.price_regular) from menus m where m.product_id = ${access.placeId})`,
        priceSale: sql`(select min(m.price_sale) from menus m where m.product_id = ${access.placeId})`,
        updatedAt: now,
      })
      .where(eq(products.id, access.placeId));
    const before = toConsoleMenu(menu);
    const after = toConsoleMenu(updated);
    await recordAudit(tx, access, 'menu.update', before, after, now);
    return after;
  });
}
