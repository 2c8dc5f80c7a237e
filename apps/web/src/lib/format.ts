import { formatInstantDate, formatTimeOfDay, type TLocale } from '@tredjedel/domain';

// Prices: formatMoney in @tredjedel/domain, the one format of pages and e-mails; counts: its
// formatInteger.

/** "18.30" in Danish, "18:30" in English: the domain's formatTimeOfDay, shared with the e-mails. */
export const formatTime = formatTimeOfDay;

/** A long date in Copenhagen: the domain's formatInstantDate, shared with the e-mails. */
export function formatDate(iso: string, locale: TLocale): string {
  return formatInstantDate(new Date(iso), locale);
}
