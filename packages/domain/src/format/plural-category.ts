import type { TLocale } from '../locale.ts';
import { NUMBER_LOCALE } from './intl-locale.ts';

/** The cardinal plural categories Danish and English have: a count reads "1 person", "2 personer". */
export type TPluralCategory = 'one' | 'other';

// A page's first Intl formatter of any kind loads ICU's shared data, one long task in the browser
// that cannot be split (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md);
// Lingui's `plural` builds an Intl.PluralRules and an Intl.NumberFormat for every message. The
// product's counts are whole numbers, and for those Danish and English share one rule (CLDR's
// cardinal rules): 1 is "one", every other whole number "other". Pages pick the words with
// Lingui's `select` on this category and write the number with formatInteger
// (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md). The tests hold it to
// Intl.PluralRules; anything but a safe integer still goes to Intl.
const intlRules: Partial<Record<TLocale, Intl.PluralRules>> = {};

/** Which form of a counted word a whole number takes: 'one' for 1 (and -1), 'other' otherwise. */
export function pluralCategory(count: number, locale: TLocale): TPluralCategory {
  if (!Number.isSafeInteger(count)) {
    // Danish and English have no other cardinal categories.
    return (intlRules[locale] ??= new Intl.PluralRules(NUMBER_LOCALE[locale])).select(
      count,
    ) as TPluralCategory;
  }
  return count === 1 || count === -1 ? 'one' : 'other';
}
