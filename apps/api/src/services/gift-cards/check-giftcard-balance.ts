import { normalizeGiftcode, type TGiftcardBalanceResponse } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { findGiftCard, getGiftCardBalance } from './gift-cards-service.ts';

/**
 * `POST giftcard/balance`: what a code can still pay, for the public balance page
 * (docs/decisions/0203-gift-cards-limits-and-reservations.md, "Balance check"). It tells apart
 * only what the booking flow's gift-code check already tells apart: unknown (`invalid`), disabled or
 * nothing left or its uses taken (`used`, the flow's giftcard_validate_status and _maxuse), past its
 * date (`expired`), else `active` with the balance. Every answer has the same fields, so an unknown
 * code is answered like a known one. The route counts the check against the gift-code limit first.
 */
export async function checkGiftcardBalance(
  db: TDatabase,
  typed: string,
  now: Date,
): Promise<TGiftcardBalanceResponse> {
  const code = normalizeGiftcode(typed);
  const card = await findGiftCard(db, code);
  if (!card) return { code, status: 'invalid', balance: 0, expire_at: null };
  const expireAt = card.expireAt.toISOString();
  // In the order the booking flow checks them (findGiftcodeProblem): disabled, expired, then uses and balance.
  if (card.isDisabled) return { code, status: 'used', balance: 0, expire_at: expireAt };
  if (card.expireAt.getTime() <= now.getTime())
    return { code, status: 'expired', balance: 0, expire_at: expireAt };
  const { balance, uses } = await getGiftCardBalance(db, card, now);
  const isUsedUp = balance <= 0 || (card.maxUses !== null && uses >= card.maxUses);
  return isUsedUp
    ? { code, status: 'used', balance: 0, expire_at: expireAt }
    : { code, status: 'active', balance, expire_at: expireAt };
}
