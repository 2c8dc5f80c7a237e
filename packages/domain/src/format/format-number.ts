import type { TLocale } from '../locale.ts';
import { NUMBER_LOCALE } from './intl-locale.ts';

// A page's first Intl.NumberFormat loads ICU's number data: 24 ms of one task on a two-core server
// here, a long task of 100-150 ms under Lighthouse's 4x slowdown, paid by every page that shows a
// price or a count (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md). The
// product's numbers are whole counts and whole øre, which take digits and two separators; those
// are written here, exactly as Intl writes them (the tests compare the two over the whole safe
// integer range), and anything else still goes to Intl.
const SEPARATORS: Record<TLocale, { group: string; decimal: string }> = {
  da: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};
const intlFormats: Partial<Record<`${TLocale}:${number}`, Intl.NumberFormat>> = {};
const intlFormat = (locale: TLocale, fractionDigits: number): Intl.NumberFormat =>
  (intlFormats[`${locale}:${fractionDigits}`] ??= new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }));

/** The digits of a non-negative safe integer in groups of three. */
function groupDigits(value: number, group: string): string {
  const digits = String(value);
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) grouped += group + digits.slice(index, index + 3);
  return grouped;
}

/** A whole number as the visitor reads it: "1.234" in Danish, "1,234" in English. */
export function formatInteger(value: number, locale: TLocale): string {
  if (!Number.isSafeInteger(value)) return intlFormat(locale, 0).format(value);
  const grouped = groupDigits(Math.abs(value), SEPARATORS[locale].group);
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * Hundredths (øre) as a decimal number with two places: 123450 reads "1.234,50" in Danish and
 * "1,234.50" in English.
 */
export function formatHundredths(hundredths: number, locale: TLocale): string {
  if (!Number.isSafeInteger(hundredths)) return intlFormat(locale, 2).format(hundredths / 100);
  const { group, decimal } = SEPARATORS[locale];
  const magnitude = Math.abs(hundredths);
  const fraction = String(magnitude % 100).padStart(2, '0');
  const grouped = `${groupDigits(Math.floor(magnitude / 100), group)}${decimal}${fraction}`;
  return hundredths < 0 ? `-${grouped}` : grouped;
}
