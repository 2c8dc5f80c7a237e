import { msg, select } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  formatInteger,
  pluralCategory,
  type TAvailabilityReason,
  type TLocale,
  type TProductStatus,
  type TProductType,
  type TSlotDisplayStatus,
  type TSortId,
} from '@tredjedel/domain';

// Counted words: Lingui's `plural` would build an Intl.PluralRules and an Intl.NumberFormat, and a
// page's first Intl object loads ICU's data in one long task; `select` on the domain's
// pluralCategory, with the number written by formatInteger, gives the same words without it
// (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).

/** A party size as the filter, the home search and the detail page offer it: "1 person", "2 personer". */
export function partySizeLabel(size: number, locale: TLocale): MessageDescriptor {
  const category = pluralCategory(size, locale);
  const count = formatInteger(size, locale);
  return msg`${select(category, { one: `${count} person`, other: `${count} personer` })}`;
}

/** The detail page's count of times still free today: "1 ledig tid i dag", "3 ledige tider i dag". */
export function freeTimesTodayLabel(times: number, locale: TLocale): MessageDescriptor {
  const category = pluralCategory(times, locale);
  const count = formatInteger(times, locale);
  return msg`${select(category, { one: `${count} ledig tid i dag`, other: `${count} ledige tider i dag` })}`;
}

/** The listing filter's count of filters in use: "1 aktivt", "5 aktive". */
export function activeFiltersLabel(filters: number, locale: TLocale): MessageDescriptor {
  const category = pluralCategory(filters, locale);
  const count = formatInteger(filters, locale);
  return msg`${select(category, { one: `${count} aktivt`, other: `${count} aktive` })}`;
}

/** Exhaustive maps from the domain's codes to texts (STYLE 22): a new code fails the build here. */
export const PRODUCT_STATUS_LABEL: Record<TProductStatus, MessageDescriptor> = {
  'in-stock': msg`Ledige borde i dag`,
  soldout: msg`Udsolgt i dag`,
  showcase: msg`Ingen borde til salg i dag`,
};

export const SLOT_STATUS_LABEL: Record<TSlotDisplayStatus, MessageDescriptor> = {
  'in-stock': msg`Ledig`,
  soldout: msg`Udsolgt`,
  // A time gone by is not sold out (getSlotDisplayStatus).
  passed: msg`Passeret`,
  showcase: msg`Ikke til salg`,
  'on-hold': msg`Reserveret`,
};

export const PRODUCT_TYPE_PLURAL: Record<TProductType, MessageDescriptor> = {
  restaurant: msg`Restauranter`,
  bar: msg`Barer`,
  takeaway: msg`Takeaway`,
};

export const PRODUCT_TYPE_SINGULAR: Record<TProductType, MessageDescriptor> = {
  restaurant: msg`Restaurant`,
  bar: msg`Bar`,
  takeaway: msg`Takeaway`,
};

export const SORT_LABEL: Record<TSortId, MessageDescriptor> = {
  0: msg`Anbefalet`,
  1: msg`Nyeste steder`,
  2: msg`Nyeste menuer`,
  3: msg`Navn`,
  4: msg`Pris`,
};

export const REASON_LABEL: Record<TAvailabilityReason, MessageDescriptor> = {
  status: msg`ingen ledige borde`,
  times: msg`ikke i dit tidsrum`,
  area: msg`i et andet område`,
  person: msg`ikke plads til jeres antal`,
  tags: msg`andet køkken`,
};

export const MENU_TYPE_LABEL: Record<string, MessageDescriptor> = {
  LUNCH: msg`Frokost`,
  DINNER: msg`Aften`,
  DRINKS: msg`Drinks`,
  TAKEAWAY: msg`Takeaway`,
};
