import type { TLocale } from '../locale.ts';

/** A no-break space: an amount and its currency never land on two lines. */
const NBSP = '\u00a0';

// Building an Intl formatter costs far more than using one (a listing page formats dozens of
// prices), so each is made once per language and precision, on its first use (a page in the
// browser builds only its own language's, apps/web ADR 0003).
const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-GB' };
const formats: Partial<Record<`${TLocale}:${0 | 2}`, Intl.NumberFormat>> = {};
const numberFormat = (locale: TLocale, fractionDigits: 0 | 2): Intl.NumberFormat =>
  (formats[`${locale}:${fractionDigits}`] ??= new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }));

/**
 * Øre as the visitor reads kroner, the one money format of pages, e-mails, the payment page and
 * the gateway's order lines (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md): Danish "1.234,50 kr.",
 * English "DKK 1,234.50"; a whole amount without decimals ("199 kr.", "DKK 199").
 */
export function formatMoney(ore: number, locale: TLocale): string {
  const number = numberFormat(locale, ore % 100 === 0 ? 0 : 2).format(ore / 100);
  return locale === 'en' ? `DKK${NBSP}${number}` : `${number}${NBSP}kr.`;
}
