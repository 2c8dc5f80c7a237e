import type { TPaymentCallback } from './payment-provider.ts';

/** A gateway reported a paid amount other than the order's total (ADR 0202): never confirmed. */
export type TAmountMismatch = {
  expected: number;
  reported: number;
  currency: string;
  reportedCurrency: string;
};

/**
 * Whether a paid callback carries exactly what the order asked for: the payment's amount, which is
 * the order's total, in the payment's currency. Declines and expiries move no money, so their
 * amount is not held against them.
 */
export function findAmountMismatch(
  payment: { amount: number; currency: string },
  orderTotal: number,
  callback: TPaymentCallback,
): TAmountMismatch | null {
  if (callback.status !== 'paid') return null;
  const currency = payment.currency.toUpperCase();
  const reportedCurrency = (callback.currency ?? currency).toUpperCase();
  const isExact =
    callback.amount === payment.amount && payment.amount === orderTotal && reportedCurrency === currency;
  return isExact ? null : { expected: orderTotal, reported: callback.amount, currency, reportedCurrency };
}
