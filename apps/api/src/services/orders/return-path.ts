import type { TDatabase } from '../../db/database.ts';
import { findBookingProduct, type TBookingProduct } from '../holds/booking-product.ts';
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
