import { z } from 'zod';

import { LUNCH_MENU_TYPE, MENU_DEFAULT_TIME_END, MENU_DEFAULT_TIME_START } from '../constants.ts';
import { ZLocale } from '../locale.ts';
import { ZProductStatus, ZProductType } from '../product-type.ts';
import { ZTimeOfDay } from '../time.ts';
import { ZSlotStatus } from './status.ts';

/** Integer øre (DKK). Money is never a float. */
export const ZOre = z.number().int();

/** Availability reasons a listed product that does not match the filters carries (docs/product/spec.md §5). */
const AVAILABILITY_REASONS = ['status', 'times', 'area', 'person', 'tags'] as const;
const ZAvailabilityReason = z.enum(AVAILABILITY_REASONS);
export type TAvailabilityReason = z.infer<typeof ZAvailabilityReason>;

const ZProductTranslation = z.object({
  lang: ZLocale,
  name: z.string(),
  slug: z.string(),
});

/** A product as listings show it (docs/product/spec.md §3, without menus and times). Money in øre. */
export const ZProductListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: ZProductStatus,
  product_type: ZProductType,
  name: z.string(),
  city_id: z.number().int(),
  parent_city_id: z.number().int().nullable(),
  city_name: z.string(),
  city_address: z.string(),
  tags: z.array(z.number().int()),
  lat: z.number(),
  long: z.number(),
  primary_image: z.string(),
  mobile_primary_image: z.string(),
  weight: z.number().int(),
  price_regular: ZOre,
  price_sale: ZOre,
  translations: z.array(ZProductTranslation),
  created_at: z.string(),
  updated_at: z.string(),
  latest_menu_created_at: z.string().nullable(),
  /** Why the product does not match the active filters; absent or empty when it matches. */
  reasons: z.array(ZAvailabilityReason).optional(),
  /**
   * Today's arrival times still ahead (HH:MM:SS) that seat the listing's party (`getOfferParty` of
   * the person filter) within its time window: the card's time buttons (`getFreeTimes`).
   */
  free_times: z.array(ZTimeOfDay).optional(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

/**
 * A time slot (docs/product/spec.md §3, docs/product/readings.md "Time slot"): arrival `time`, `time_end` when the table
 * is given back, `cover` guests that can still be seated, `seats` the party sizes that can still be
 * seated, `valid_until` the last moment (ISO date-time) the slot can be booked.
 */
export const ZTimeSlot = z.object({
  time: ZTimeOfDay,
  time_end: ZTimeOfDay,
  cover: z.number().int().min(0),
  status: ZSlotStatus,
  seats: z.array(z.number().int().min(1)),
  valid_until: z.string(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlot>;

/** A seat: a party size with its status and the times it can be seated at. */
export const ZSeat = z.object({
  seat: z.number().int().min(1),
  status: ZSlotStatus,
  time_list: z.array(ZTimeOfDay),
});
export type TSeat = z.infer<typeof ZSeat>;

const ZMenuCourse = z.object({ name: z.string(), description: z.string().default('') });

/**
 * A menu (docs/product/spec.md §3). `limit_table_size` 1 means only the party sizes in `table_sizes`
 * (comma-separated, e.g. "2,4,6") may order it; `time_start`–`time_end` is when it can be chosen
 * (lunch-only and dinner-only menus). `menu_type` LUNCH sorts last.
 */
export const ZMenu = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  restaurant_menu_id: z.number().int().nullable(),
  name: z.string(),
  menu_type: z.string(),
  price_regular: ZOre,
  price_sale: ZOre,
  status: ZSlotStatus,
  /** Publishing status of the menu as the restaurant set it (e.g. "active"). */
  menu_status: z.string(),
  weight: z.number().int(),
  time_start: ZTimeOfDay.default(MENU_DEFAULT_TIME_START),
  time_end: ZTimeOfDay.default(MENU_DEFAULT_TIME_END),
  limit_table_size: z.union([z.literal(0), z.literal(1)]).default(0),
  table_sizes: z.string().default(''),
  courses: z.array(ZMenuCourse).default([]),
  created_at: z.string().optional(),
});
export type TMenu = z.infer<typeof ZMenu>;

export const isLunchMenu = (menu: Pick<TMenu, 'menu_type'>): boolean =>
  menu.menu_type.toUpperCase() === LUNCH_MENU_TYPE;

const ZServingHours = z.object({
  menu_type: z.string(),
  time_start: ZTimeOfDay,
  time_end: ZTimeOfDay,
});

const ZInternalLink = z.object({ title: z.string(), url: z.string() });

/** A product with everything its detail page and booking need (docs/product/spec.md §3). */
export const ZProduct = ZProductListItem.extend({
  city_tags: z.array(z.number().int()),
  menus: z.array(ZMenu),
  times: z.array(ZTimeSlot),
  seats: z.array(ZSeat),
  alternative_images: z.array(z.string()),
  internal_links: z.array(ZInternalLink),
  restaurant_id: z.number().int(),
  serving_hours: z.array(ZServingHours),
  /** The place's telephone for guests; null until the place gives one. */
  phone: z.string().nullable().optional(),
});
export type TProduct = z.infer<typeof ZProduct>;
