import {
  buildBookingConfirmationPath,
  buildBookingManagePath,
  buildGiftcardConfirmationPath,
  buildPath,
  PAYMENT_FAILED_QUERY_PARAM,
  type TLocale,
  type TProductType,
} from '@tredjedel/domain';

/**
 * The booking confirmation page the web app renders, addressed by the order's public reference
 * (docs/decisions/0255-public-order-references.md); the token proves the visitor's right to read.
 */
export function bookingConfirmationPath(lang: TLocale, reference: string, token: string): string {
  return buildBookingConfirmationPath(lang, reference, token);
}

/** The page where the guest sees and cancels the booking (ADR 0202); the token opens it. */
export function bookingManagePath(lang: TLocale, reference: string, token: string): string {
  return buildBookingManagePath(lang, reference, token);
}

/** Declined or abandoned: back to the INFO step with the payment-failed flag (docs/product/readings.md). */
export function bookingPaymentFailedPath(lang: TLocale, productType: TProductType, slug: string): string {
  return `${buildPath({ name: 'booking', step: 'step2', productType, slug }, lang)}?${PAYMENT_FAILED_QUERY_PARAM}=1`;
}

export function giftcardConfirmationPath(lang: TLocale, reference: string, token: string): string {
  return buildGiftcardConfirmationPath(lang, reference, token);
}

/** Gift-card payment declined: back to the details step (step2) with the payment-failed flag. */
export function giftcardPaymentFailedPath(lang: TLocale): string {
  return `${buildPath({ name: 'giftcard', step: 'step2' }, lang)}?${PAYMENT_FAILED_QUERY_PARAM}=1`;
}

/**
 * An absolute URL on the site: `publicUrl` is config.PUBLIC_URL, an origin without a trailing
 * slash, never the address a request came to (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 */
export function withBase(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}
