import { eq } from 'drizzle-orm';
import { isOrderReference, PG_INTEGER_MAX } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { orders } from '../../db/schema-booking.ts';
import { isSameSecret } from '../../lib/same-secret.ts';
import type { TOrder } from './order-records.ts';

/** A link's order address as links written before the move to references gave it: a decimal id. */
const OLD_ADDRESS = /^[1-9]\d{0,9}$/;

/**
 * The order a link addresses, opened by its token, or undefined. Links address an order by its
 * public reference; links already e-mailed or handed to a gateway before that move carry the
 * internal id, and are read here only so that their visitor is sent on to the reference's address
 * (docs/decisions/0255-public-order-references.md, "Old links"). Without the right token both are
 * unknown, so an id reveals nothing.
 */
export async function findLinkedOrder(
  db: TDatabase,
  address: string,
  token: string,
): Promise<TOrder | undefined> {
  let where;
  if (isOrderReference(address)) where = eq(orders.reference, address);
  else if (OLD_ADDRESS.test(address) && Number(address) <= PG_INTEGER_MAX)
    where = eq(orders.id, Number(address));
  else return undefined;
  const [order] = await db.select().from(orders).where(where);
  return order && isSameSecret(order.token, token) ? order : undefined;
}
