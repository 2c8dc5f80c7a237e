import type { TLocale } from '../locale.ts';

/**
 * The locale Intl is asked for when the domain's own number and plural rules hand a value on to it
 * (format-number.ts, plural-category.ts): Danish as in Denmark, English with British numbers.
 * Dates keep their own (format-date-time.ts writes English dates as read in Denmark).
 */
export const NUMBER_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-GB' };
