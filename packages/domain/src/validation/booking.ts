import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../constants.ts';
import type { TMenuSelections } from '../entities/booking.ts';
import type { TMenu } from '../entities/product.ts';
import { isLunchMenu } from '../entities/product.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { isTimeWithin, isValidTimeOfDay } from '../time.ts';
import type { TValidationResult } from './result.ts';
import { createValidationResult, fieldError } from './result.ts';

/**
 * Party size 1–8 (docs/product/spec.md §5). Nothing chosen yet (0, the person options' "unset")
 * is asked for ("Choose how many you are") rather than called invalid: the visitor did nothing wrong.
 */
export const validateNumPerson = (numPerson: unknown): TFieldError | null => {
  if (numPerson === 0) return fieldError('errors.num_person_missing');
  return Number.isInteger(numPerson) &&
    (numPerson as number) >= PARTY_SIZE_MIN &&
    (numPerson as number) <= PARTY_SIZE_MAX
    ? null
    : fieldError('errors.num_person');
};

/** A valid HH:MM:SS; the unset value "0" is invalid (docs/product/spec.md §5). */
export const validateTime = (time: unknown): TFieldError | null =>
  isValidTimeOfDay(time) ? null : fieldError('errors.time');

/** The party sizes a table-size-limited menu allows, read from its comma-separated `table_sizes`. */
export const getMenuTableSizes = (menu: Pick<TMenu, 'table_sizes'>): number[] =>
  menu.table_sizes
    .split(',')
    .map((size) => size.trim())
    .filter((size) => /^\d+$/.test(size))
    .map(Number);

/** True when the party may order the menu: unrestricted, or the party size is one of its table sizes. */
export const isMenuAllowedForParty = (
  menu: Pick<TMenu, 'limit_table_size' | 'table_sizes'>,
  numPerson: number,
) => menu.limit_table_size !== 1 || getMenuTableSizes(menu).includes(numPerson);

/** True when the menu can be chosen for an arrival at `time` (its time_start–time_end window). */
const isMenuAvailableAt = (menu: Pick<TMenu, 'time_start' | 'time_end'>, time: string) =>
  isTimeWithin(time, menu.time_start, menu.time_end);

/** Menus in display order: by weight, LUNCH menus last, ties by id. */
const sortMenus = <T extends Pick<TMenu, 'menu_type' | 'weight' | 'id'>>(menus: readonly T[]): T[] =>
  [...menus].sort(
    (a, b) => Number(isLunchMenu(a)) - Number(isLunchMenu(b)) || a.weight - b.weight || a.id - b.id,
  );

/** The menus that can be chosen for an arrival at `time`, in display order. */
export const getMenusForTime = <T extends TMenu>(menus: readonly T[], time: string): T[] =>
  sortMenus(menus.filter((menu) => isMenuAvailableAt(menu, time)));

/** Seat options of the menu pickers once the party size is chosen: 0 to the party size. */
export const getMenuSeatOptions = (numPerson: number): number[] =>
  Array.from({ length: Math.max(0, Math.min(numPerson, PARTY_SIZE_MAX)) + 1 }, (_, index) => index);

/** Total people the menu selections cover. */
const countMenuPeople = (menus: TMenuSelections): number =>
  Object.values(menus).reduce((sum, selection) => sum + selection.num_person, 0);

/**
 * Menu seat counts must add up to the party size (docs/product/spec.md §5). No menu chosen at all gives
 * errors.menu_select_person; a count that does not add up gives errors.menus_num_person; both
 * read "Choose menus for N people".
 */
export const validateMenuCount = (numPerson: number, menus: TMenuSelections): TFieldError | null => {
  const chosen = countMenuPeople(menus);
  if (chosen === numPerson) return null;
  return fieldError(chosen === 0 ? 'errors.menu_select_person' : 'errors.menus_num_person', { n: numPerson });
};

export type TStep0Input = {
  num_person: number;
  time: string;
  menus: TMenuSelections;
};

/** Field names of step 0 errors; per-menu errors are keyed `menus.{menuId}`. */
export type TStep0Field = 'num_person' | 'time' | 'menus' | `menus.${number}`;

/**
 * Validates booking step 0 (docs/product/spec.md §5): party size, time, menu counts, table-size limits and the
 * menu windows. `availableMenus` are the product's menus; a selection of an unknown menu is
 * reported as a count error because its people cannot be served.
 */
export const validateBookingStep0 = (
  input: TStep0Input,
  availableMenus: readonly TMenu[],
): TValidationResult<TStep0Field> => {
  const menusById = new Map(availableMenus.map((menu) => [menu.id, menu]));
  const found: [TStep0Field, TFieldError | null][] = [
    ['num_person', validateNumPerson(input.num_person)],
    ['time', validateTime(input.time)],
  ];
  const known: TMenuSelections = {};
  for (const [key, selection] of Object.entries(input.menus)) {
    const menu = menusById.get(selection.menu_id);
    if (selection.num_person === 0 || !menu) continue;
    known[key] = selection;
    const field: TStep0Field = `menus.${menu.id}`;
    if (!isMenuAllowedForParty(menu, input.num_person)) {
      found.push([
        field,
        fieldError('errors.menu_table_size_limit', {
          menu: menu.name,
          sizes: getMenuTableSizes(menu).join(', '),
        }),
      ]);
    } else if (isValidTimeOfDay(input.time) && !isMenuAvailableAt(menu, input.time)) {
      found.push([field, fieldError('errors.menu_time', { menu: menu.name })]);
    }
  }
  found.push(['menus', validateMenuCount(input.num_person, known)]);
  return createValidationResult(found);
};
