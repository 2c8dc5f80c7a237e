import {
  hasMemberCard,
  normalizeGiftcode,
  toPricedMenus,
  validateMenuCount,
  type TBookingCalculateRequest,
  type TBookingCalculateResponse,
} from '@tredjedel/domain';

import {
  findGiftcodeProblem,
  findGiftCard,
  getGiftCardBalance,
  giftcodeError,
} from '../gift-cards/gift-cards-service.ts';
import { unprocessableFields } from './booking-errors.ts';
import { coopCardOf, priceBooking } from './booking-order.ts';
import { findBookableMenus, findBookingProduct } from './booking-product.ts';
import type { TVisitor } from './owner.ts';
import { findHold, type THoldDeps, toMenuSelections } from './holds-service.ts';

/**
 * `POST booking/{id}/calculate`: the line items from the domain's pricing for a party, its menus
 * and gift codes (each checked like on the order, so the price shown is the price paid), without
 * holding anything.
 */
export async function calculateBooking(
  deps: THoldDeps,
  productId: number,
  request: TBookingCalculateRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingCalculateResponse> {
  const product = await findBookingProduct(deps.db, productId);
  const menus = await findBookableMenus(deps.db, product, request.lang);
  const menuIds = new Set(menus.map((menu) => menu.id));
  const selections = toMenuSelections(request.menus);
  const unknown = Object.values(selections).find((selection) => !menuIds.has(selection.menu_id));
  if (unknown) throw unprocessableFields({ [`menus.${unknown.menu_id}`]: 'errors.menus_num_person' });
  const countError = validateMenuCount(request.seat, selections);
  if (countError) throw unprocessableFields({ menus: countError.key });
  const hold = request.hold_id ? await findHold(deps.db, productId, request.hold_id, visitor) : undefined;
  const giftcodes = [];
  for (const code of [...new Set(request.giftcodes.map(normalizeGiftcode).filter((code) => code !== ''))]) {
    const card = await findGiftCard(deps.db, code);
    const problem = await findGiftcodeProblem(deps.db, code.slice(0, 40), card, {
      productId,
      numPerson: request.seat,
      email: hold?.email ?? '',
      hasMemberCard: hold ? hasMemberCard(coopCardOf(hold)) : false,
      now,
    });
    if (problem || !card)
      throw giftcodeError(
        problem ?? { msg: `Giftcode ${code} is invalid`, code: 'giftcard_invalid', data: { code } },
        'giftcodes',
      );
    giftcodes.push({ code: card.code, balance: (await getGiftCardBalance(deps.db, card, now)).balance });
  }
  const price = priceBooking(
    toPricedMenus(selections, menus),
    deps.administrationFee,
    request.lang,
    giftcodes,
  );
  return { line_items: price.line_items, total: price.total, giftcards: price.giftcards };
}
