import { createApiClient } from '@tredjedel/api-client';
import type { TBookingHoldState, TBookingOrder, TMenu, TTimeSlot } from '@tredjedel/domain';

export const slot = (time: string, status: TTimeSlot['status'] = 'in-stock'): TTimeSlot => ({
  time,
  time_end: '23:59:00',
  cover: 8,
  status,
  seats: [1, 2, 3, 4, 5, 6, 7, 8],
  valid_until: '2099-01-01T17:00:00.000Z',
});

export const menu = (id: number, name: string, overrides: Partial<TMenu> = {}): TMenu => ({
  id,
  restaurant_id: 1,
  restaurant_menu_id: null,
  name,
  menu_type: 'DINNER',
  price_regular: 30000,
  price_sale: 20000,
  status: 'in-stock',
  menu_status: 'active',
  weight: id,
  time_start: '00:00:00',
  time_end: '23:59:59',
  limit_table_size: 0,
  table_sizes: '',
  courses: [],
  ...overrides,
});

export const ORDER: TBookingOrder = {
  hold_id: 'hold-1',
  order_id: null,
  booking_id: null,
  guest_id: null,
  expire_at: '2099-01-01T17:15:00.000Z',
  payment_url: null,
  line_items: [],
  total: 42500,
  giftcards: [],
  cards: [],
  billing_zipcode: null,
};

export const HOLD_STATE: TBookingHoldState = {
  hold_id: 'hold-1',
  product_id: 1,
  expire_at: '2099-01-01T17:15:00.000Z',
  num_person: 2,
  time: '19:00:00',
  time_end: '21:00:00',
  menus: { 1: { menu_id: 1, num_person: 2 } },
  guest: { name: '', email: '', phone: '', is_newsletter: false, coop_code: null, billing_zipcode: null },
  giftcodes: [],
  order: ORDER,
};

type TFakeAnswers = { times?: TTimeSlot[]; menus?: TMenu[]; hold?: TBookingHoldState };

/** An API client whose fetch answers the booking calls from memory; `calls` records each path. */
export function createFakeApi(answers: TFakeAnswers = {}) {
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  const fakeFetch: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname);
    if (url.pathname.endsWith('/stocks/times')) return json({ entities: { times: answers.times ?? [] } });
    if (url.pathname.endsWith('/stocks/menus')) return json({ entities: { menus: answers.menus ?? [] } });
    if (url.pathname.includes('/hold/')) return json(answers.hold ?? HOLD_STATE);
    if (url.pathname.endsWith('/hold')) return json(ORDER);
    return json({ error: 'not_found', message: 'unknown' }, 404);
  };
  return { api: createApiClient({ baseUrl: 'http://test.local/api/v4', fetch: fakeFetch }), calls };
}
