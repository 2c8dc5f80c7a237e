import type { TLocale } from '@tredjedel/domain';
import { asc, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { giftCards, holdGiftcodes, holdMenus } from '../../db/schema-booking.ts';
import { menus } from '../../db/schema.ts';

/** A hold's menus and gift codes, in the order they are shown and priced. */
export type THoldMenuLine = {
  menuId: number;
  count: number;
  name: string;
  priceSale: number;
  weight: number;
};

export async function findHoldMenus(db: TDatabase, holdId: string, lang: TLocale): Promise<THoldMenuLine[]> {
  return db
    .select({
      menuId: holdMenus.menuId,
      count: holdMenus.count,
      name: lang === 'en' ? menus.nameEn : menus.nameDa,
      priceSale: menus.priceSale,
      weight: menus.weight,
    })
    .from(holdMenus)
    .innerJoin(menus, eq(menus.id, holdMenus.menuId))
    .where(eq(holdMenus.holdId, holdId))
    .orderBy(asc(menus.weight), asc(menus.id));
}

export async function findHoldGiftCards(db: TDatabase, holdId: string) {
  return db
    .select({ card: giftCards, position: holdGiftcodes.position })
    .from(holdGiftcodes)
    .innerJoin(giftCards, eq(giftCards.id, holdGiftcodes.giftCardId))
    .where(eq(holdGiftcodes.holdId, holdId))
    .orderBy(asc(holdGiftcodes.position));
}
