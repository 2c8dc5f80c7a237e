import { SERVICE_TIME_ZONE, type TLocale } from '@tredjedel/domain';

export const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };

// Building an Intl formatter costs far more than using one (a listing page formats dozens of
// values; making them anew took 7 % of a server render), so each is made once, per language, on
// its first use: a page in the browser then never builds the other language's, nor one it does
// not show (ADR 0105).
const byLocale = <T>(make: (intlLocale: string) => T): ((locale: TLocale) => T) => {
  const made: Partial<Record<TLocale, T>> = {};
  return (locale) => (made[locale] ??= make(INTL_LOCALE[locale]));
};
const NUMBER = byLocale((intlLocale) => new Intl.NumberFormat(intlLocale));
const DATE = byLocale(
  (intlLocale) =>
    new Intl.DateTimeFormat(intlLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SERVICE_TIME_ZONE,
    }),
);

// Prices: formatMoney in @tredjedel/domain, the one format of pages and e-mails.

/** "18.30" in Danish (Danish writes the time with a full stop), "18:30" in English. */
export function formatTime(time: string, locale: TLocale): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  return locale === 'da' ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

export function formatNumber(value: number, locale: TLocale): string {
  return NUMBER(locale).format(value);
}

export function formatDate(iso: string, locale: TLocale): string {
  return DATE(locale).format(new Date(iso));
}
