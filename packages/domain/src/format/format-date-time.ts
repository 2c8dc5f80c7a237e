import type { TLocale } from '../locale.ts';
import { SERVICE_TIME_ZONE } from '../constants.ts';

// Built once per language on first use: building an Intl formatter costs far more than using one
// (apps/web ADR 0003).
const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };
const dateFormats: Partial<Record<TLocale, Intl.DateTimeFormat>> = {};

/**
 * A time of day as the visitor reads it, the one time format of pages and e-mails: "18.30" in
 * Danish (Danish writes the time with a full stop), "18:30" in English. Takes HH:MM or HH:MM:SS.
 */
export function formatTimeOfDay(time: string, locale: TLocale): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  return locale === 'da' ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

/** An instant as a long date in Copenhagen: "27. november 2026", "27 November 2026". */
export function formatInstantDate(instant: Date, locale: TLocale): string {
  const format = (dateFormats[locale] ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SERVICE_TIME_ZONE,
  }));
  return format.format(instant);
}

/** A service day (YYYY-MM-DD) as a long date: noon UTC is the same day in Copenhagen all year. */
export function formatServiceDay(serviceDate: string, locale: TLocale): string {
  return formatInstantDate(new Date(`${serviceDate}T12:00:00Z`), locale);
}
