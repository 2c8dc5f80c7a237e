import { eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { orders } from '../../db/schema-booking.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findBookingProduct, type TBookingProduct } from '../booking/booking-product.ts';
import {
  bookingConfirmationPath,
  bookingPaymentFailedPath,
  giftcardConfirmationPath,
  giftcardPaymentFailedPath,
} from './links.ts';
import type { TOrder } from './order-records.ts';

/** Confirmed: the confirmation page. Anything else: back to the details step with ispafa=1. */
export async function getReturnPath(db: TDatabase, order: TOrder): Promise<string> {
  if (order.kind === 'giftcard') {
    return order.status === 'confirmed'
      ? giftcardConfirmationPath(order.lang, order.reference, order.token)
      : giftcardPaymentFailedPath(order.lang);
  }
  if (order.status === 'confirmed') return bookingConfirmationPath(order.lang, order.reference, order.token);
  if (order.productId === null) return '/';
  const product: TBookingProduct = await findBookingProduct(db, order.productId);
  return bookingPaymentFailedPath(order.lang, product.productType, product.names[order.lang].slug);
}

/** Where a hosted payment page sends its visitor back: the order's return path, absolute. */
export async function findReturnAddress(db: TDatabase, publicUrl: string, orderId: number): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Unknown order.');
  return `${publicUrl}${await getReturnPath(db, order)}`;
}
