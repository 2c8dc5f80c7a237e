import type { TLocale } from '@tredjedel/domain';

const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-DK' };

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
