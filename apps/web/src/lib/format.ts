import { formatInstantDate, formatTimeOfDay, type TLocale } from '@tredjedel/domain';

const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };

// Building an Intl formatter costs far more than using one (a listing page formats dozens of
// values; making them anew took 7 % of a server render), so each is made once, per language, on
// its first use: a page in the browser then never builds the other language's, nor one it does
// not show (ADR 0003).
const byLocale = <T>(make: (intlLocale: string) => T): ((locale: TLocale) => T) => {
  const made: Partial<Record<TLocale, T>> = {};
  return (locale) => (made[locale] ??= make(INTL_LOCALE[locale]));
};
const NUMBER = byLocale((intlLocale) => new Intl.NumberFormat(intlLocale));

// Prices: formatMoney in @tredjedel/domain, the one format of pages and e-mails.

/** "18.30" in Danish, "18:30" in English: the domain's formatTimeOfDay, shared with the e-mails. */
export const formatTime = formatTimeOfDay;

export function formatNumber(value: number, locale: TLocale): string {
  return NUMBER(locale).format(value);
}

/** A long date in Copenhagen: the domain's formatInstantDate, shared with the e-mails. */
export function formatDate(iso: string, locale: TLocale): string {
  return formatInstantDate(new Date(iso), locale);
}
