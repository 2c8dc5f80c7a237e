import { notFound } from '@tanstack/react-router';
import type { TLocale } from '@tredjedel/domain';

/** What the order calls behind an e-mail or return link ask with: the order, its token, the language. */
export type TOrderLinkArgs = { orderId: number; token: string; local: TLocale };

/**
 * Reads the order id and token of a confirmation, manage or gift-card link; a malformed id or a
 * missing token is a 404, as a wrong token is (it reveals nothing).
 */
export function readOrderLink(
  orderIdParam: string,
  token: string | undefined,
  locale: TLocale,
): TOrderLinkArgs {
  const orderId = Number(orderIdParam);
  if (!Number.isInteger(orderId) || orderId <= 0 || !token) throw notFound();
  return { orderId, token, local: locale };
}
