import { SERVICE_TIME_ZONE, type TLocale } from '@tredjedel/domain';

export const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };

// Building an Intl formatter costs far more than using one (a listing page formats dozens of
// prices; making them anew took 7 % of a server render), so each is made once, per language.
const byLocale = <T>(make: (intlLocale: string) => T): Record<TLocale, T> => ({
  da: make(INTL_LOCALE.da),
  en: make(INTL_LOCALE.en),
});
const priceFormat = (fractionDigits: number) =>
  byLocale(
    (intlLocale) =>
      new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency: 'DKK',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
const WHOLE_PRICE = priceFormat(0);
const PRICE_WITH_ORE = priceFormat(2);
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

/** Prices travel in øre; visitors read kroner without decimals when the amount is whole. */
export function formatPrice(ore: number, locale: TLocale): string {
  return (ore % 100 === 0 ? WHOLE_PRICE : PRICE_WITH_ORE)[locale].format(ore / 100);
}

/** "18.30" in Danish (Danish writes the time with a full stop), "18:30" in English. */
export function formatTime(time: string, locale: TLocale): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  return locale === 'da' ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

export function formatNumber(value: number, locale: TLocale): string {
  return NUMBER[locale].format(value);
}

export function formatDate(iso: string, locale: TLocale): string {
  return DATE[locale].format(new Date(iso));
}
