import type { TLocale } from '../locale.ts';

/** A no-break space: an amount and its currency never land on two lines. */
const NBSP = '\u00a0';

// Building an Intl formatter costs far more than using one (a listing page formats dozens of
// prices), so each is made once per language and precision.
const numberFormat = (intlLocale: string, fractionDigits: number) =>
  new Intl.NumberFormat(intlLocale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const FORMATS: Record<TLocale, { whole: Intl.NumberFormat; withOre: Intl.NumberFormat }> = {
  da: { whole: numberFormat('da-DK', 0), withOre: numberFormat('da-DK', 2) },
  en: { whole: numberFormat('en-GB', 0), withOre: numberFormat('en-GB', 2) },
};

/**
 * Øre as the visitor reads kroner, the one money format of pages, e-mails, the payment page and
 * the gateway's order lines (docs/decisions/0011-one-money-format.md): Danish "1.234,50 kr.",
 * English "DKK 1,234.50"; a whole amount without decimals ("199 kr.", "DKK 199").
 */
export function formatMoney(ore: number, locale: TLocale): string {
  const { whole, withOre } = FORMATS[locale];
  const number = (ore % 100 === 0 ? whole : withOre).format(ore / 100);
  return locale === 'en' ? `DKK${NBSP}${number}` : `${number}${NBSP}kr.`;
}
