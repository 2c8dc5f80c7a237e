import { formatHundredths, formatInteger } from '../format/format-number.ts';
import type { TLocale } from '../locale.ts';

/** A no-break space: an amount and its currency never land on two lines. */
const NBSP = '\u00a0';

/**
 * Øre as the visitor reads kroner, the one money format of pages, e-mails, the payment page and
 * the gateway's order lines (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md): Danish "1.234,50 kr.",
 * English "DKK 1,234.50"; a whole amount without decimals ("199 kr.", "DKK 199").
 */
export function formatMoney(ore: number, locale: TLocale): string {
  const number = ore % 100 === 0 ? formatInteger(ore / 100, locale) : formatHundredths(ore, locale);
  return locale === 'en' ? `DKK${NBSP}${number}` : `${number}${NBSP}kr.`;
}
