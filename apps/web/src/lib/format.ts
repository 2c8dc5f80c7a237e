import type { TLocale } from '@tredjedel/domain';

export const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };

/** Prices travel in øre; visitors read kroner without decimals when the amount is whole. */
export function formatPrice(ore: number, locale: TLocale): string {
  const whole = ore % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(ore / 100);
}

/** "18:30" in Danish ("18.30" is also Danish, but the booking screens use the colon). */
export function formatTime(time: string, locale: TLocale): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  return locale === 'da' ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

export function formatNumber(value: number, locale: TLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

export function formatDate(iso: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
}
