import type { TMenu, TTimeSlot } from '../src/entities/product.ts';
import { ZMenu } from '../src/entities/product.ts';

/** A menu with sensible defaults; override what a test cares about. */
export const makeMenu = (overrides: Partial<TMenu> & { id: number }): TMenu =>
  ZMenu.parse({
    restaurant_id: 1,
    restaurant_menu_id: null,
    name: `Menu ${overrides.id}`,
    menu_type: 'DINNER',
    price_regular: 30000,
    price_sale: 20000,
    status: 'in-stock',
    menu_status: 'active',
    weight: overrides.id,
    ...overrides,
  });

/** A slot that is bookable until the end of the day of 2026-11-22 (UTC). */
export const makeSlot = (overrides: Partial<TTimeSlot> & { time: string }): TTimeSlot => ({
  time_end: '22:00:00',
  cover: 8,
  status: 'in-stock',
  seats: [1, 2, 3, 4, 5, 6, 7, 8],
  valid_until: '2026-11-22T23:00:00.000Z',
  ...overrides,
});

export const NOW = new Date('2026-11-22T12:00:00.000Z');
