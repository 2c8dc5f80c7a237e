import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  TAvailabilityReason,
  TProductStatus,
  TProductType,
  TSlotDisplayStatus,
  TSortId,
} from '@tredjedel/domain';

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
