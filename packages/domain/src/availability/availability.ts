import { DEFAULT_TIME_END, DEFAULT_TIME_START } from '../constants.ts';
import type { TFilters, TSortId } from '../entities/filters.ts';
import type { TAvailabilityReason, TProduct, TTimeSlot } from '../entities/product.ts';
import type { TSlotStatus } from '../entities/status.ts';
import type { TProductStatus } from '../product-type.ts';
import { isTimeWithin } from '../time.ts';
import { compareSortKeys, getDanishSortKey } from './collation.ts';

/** Order of statuses in listings (docs/product/spec.md §4): in-stock, soldout, showcase. */
const PRODUCT_STATUS_RANK: Record<TProductStatus, number> = { 'in-stock': 0, soldout: 1, showcase: 2 };

type TSlotLike = Pick<TTimeSlot, 'status' | 'valid_until'>;

/**
 * A slot whose valid_until has passed counts as soldout (docs/product/spec.md §4). `now` is passed in.
 *
 * @internal The reference the listing's SQL is compared with, place by place, in
 * apps/api/test/routes/api/v4/products-list.test.ts (ADR 0005, "What can still be booked").
 */
export const getSlotStatus = (slot: TSlotLike, now: Date): TSlotStatus =>
  Date.parse(slot.valid_until) < now.getTime() ? 'soldout' : slot.status;

export const isSlotInStock = (slot: TSlotLike, now: Date): boolean => getSlotStatus(slot, now) === 'in-stock';

/**
 * A product's effective status: a showcase stays showcase; otherwise it is in-stock only while at
 * least one of its slots is in stock, else soldout (docs/product/spec.md §4).
 */
export const getProductStatus = (
  product: { status: TProductStatus; times: readonly TSlotLike[] },
  now: Date,
): TProductStatus => {
  if (product.status === 'showcase') return 'showcase';
  return product.times.some((slot) => isSlotInStock(slot, now)) ? 'in-stock' : 'soldout';
};

/**
 * True when the last seats are being bought by someone else: something is on hold and nothing is in
 * stock (docs/product/spec.md §4, the all-hold warning that blocks the booking).
 */
export const isEverythingOnHold = (items: readonly { status: TSlotStatus }[]): boolean =>
  items.some((item) => item.status === 'on-hold') && !items.some((item) => item.status === 'in-stock');

/**
 * The fields ordering and matching need; a full product or a listing row with its slots has them.
 *
 * @internal The reference the listing's SQL is compared with, place by place, in
 * apps/api/test/routes/api/v4/products-list.test.ts (ADR 0005, "What can still be booked").
 */
export type TOrderableProduct = Pick<
  TProduct,
  | 'id'
  | 'status'
  | 'weight'
  | 'created_at'
  | 'latest_menu_created_at'
  | 'name'
  | 'price_sale'
  | 'city_id'
  | 'tags'
> & {
  times: readonly Pick<TTimeSlot, 'time' | 'status' | 'seats' | 'valid_until'>[];
  /** The stored Danish sort key of the name; computed from `name` when absent. */
  name_sort_key?: string;
};

/** @internal The reference the listing's SQL is compared with, place by place, in
 * apps/api/test/routes/api/v4/products-list.test.ts (ADR 0005, "What can still be booked"). */
export type TMatchFilters = Pick<TFilters, 'areas' | 'tags' | 'person' | 'times'>;

/**
 * Why a product does not match the filters (docs/product/spec.md §5), in the order status, times, area,
 * person, tags. Status: not in stock. Times: no in-stock slot in the time window (only checked when
 * the window is narrowed). Area: not in a chosen area (`city_id`). Person: no in-stock slot in the
 * window seats the party. Tags: none of the chosen tags.
 */
const getAvailabilityReasons = (
  product: TOrderableProduct,
  filters: TMatchFilters,
  now: Date,
): TAvailabilityReason[] => {
  const reasons: TAvailabilityReason[] = [];
  const status = getProductStatus(product, now);
  const inStock = product.times.filter((slot) => isSlotInStock(slot, now));
  const inWindow = inStock.filter((slot) => isTimeWithin(slot.time, filters.times.start, filters.times.end));
  const isWindowNarrowed =
    filters.times.start !== DEFAULT_TIME_START || filters.times.end !== DEFAULT_TIME_END;
  if (status !== 'in-stock') reasons.push('status');
  if (status === 'in-stock' && isWindowNarrowed && inWindow.length === 0) reasons.push('times');
  if (filters.areas.length > 0 && !filters.areas.includes(product.city_id)) reasons.push('area');
  if (
    status === 'in-stock' &&
    filters.person > 0 &&
    !inWindow.some((slot) => slot.seats.includes(filters.person))
  ) {
    reasons.push('person');
  }
  if (filters.tags.length > 0 && !filters.tags.some((tag) => product.tags.includes(tag)))
    reasons.push('tags');
  return reasons;
};

const compareNumbers = (a: number, b: number) => a - b;
/** Newest first; a missing date sorts last. */
const compareNewest = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : compareSortKeys(b, a);

/**
 * The comparator of a sort option within a group (docs/product/spec.md §4): 0 weight (ascending: weight is the
 * editorial position), 1 newest product, 2 newest menu, 3 name (Danish sort key), 4 sale price
 * (cheapest first). Ties fall back to the id so the order is total and the server can match it.
 */
const getSortComparator = (sort: TSortId) => {
  const byKey = (product: TOrderableProduct) => product.name_sort_key ?? getDanishSortKey(product.name);
  const comparators: Record<TSortId, (a: TOrderableProduct, b: TOrderableProduct) => number> = {
    0: (a, b) => compareNumbers(a.weight, b.weight),
    1: (a, b) => compareNewest(a.created_at, b.created_at),
    2: (a, b) => compareNewest(a.latest_menu_created_at, b.latest_menu_created_at),
    3: (a, b) => compareSortKeys(byKey(a), byKey(b)),
    4: (a, b) => compareNumbers(a.price_sale, b.price_sale),
  };
  const compare = comparators[sort];
  return (a: TOrderableProduct, b: TOrderableProduct) => compare(a, b) || a.id - b.id;
};

/** @internal The reference the listing's SQL is compared with, place by place, in
 * apps/api/test/routes/api/v4/products-list.test.ts (ADR 0005, "What can still be booked"). */
export type TOrderedProduct<T extends TOrderableProduct> = T & {
  status: TProductStatus;
  reasons: TAvailabilityReason[];
};

/**
 * The reference listing order (docs/product/readings.md "Listings"): products that match the filters first,
 * then the rest by status (in-stock, soldout, showcase); within each group the chosen sort. Each
 * product comes back with its effective status and its reasons. Pure: `now` is passed in.
 *
 * @internal The reference the listing's SQL is compared with, place by place, in
 * apps/api/test/routes/api/v4/products-list.test.ts (ADR 0005, "What can still be booked").
 */
export const orderProducts = <T extends TOrderableProduct>(
  products: readonly T[],
  filters: TMatchFilters,
  sort: TSortId,
  now: Date,
): TOrderedProduct<T>[] => {
  const compare = getSortComparator(sort);
  const groupOf = (product: TOrderedProduct<T>) =>
    product.reasons.length === 0 ? 0 : 1 + PRODUCT_STATUS_RANK[product.status];
  return products
    .map((product) => ({
      ...product,
      status: getProductStatus(product, now),
      reasons: getAvailabilityReasons(product, filters, now),
    }))
    .sort((a, b) => groupOf(a) - groupOf(b) || compare(a, b));
};
