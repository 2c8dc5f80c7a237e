import { createApiClient } from '@tredjedel/api-client';
import { API_ANSWERS } from '@tredjedel/api-client/answers';
import {
  BOOKING_MODEL_SAMPLES,
  type TBookingHoldState,
  type TBookingOrder,
  type TMenu,
  type TTimeSlot,
} from '@tredjedel/domain';

// The domain's flow-model samples are the one source of test data; these vary them per test.
const [SAMPLE_MENU] = BOOKING_MODEL_SAMPLES.menus;

export const slot = (time: string, status: TTimeSlot['status'] = 'in-stock'): TTimeSlot => ({
  ...BOOKING_MODEL_SAMPLES.slot,
  time,
  time_end: '23:59:00',
  status,
});

export const menu = (id: number, name: string, overrides: Partial<TMenu> = {}): TMenu => ({
  ...SAMPLE_MENU,
  id,
  name,
  weight: id,
  ...overrides,
});

const ORDER: TBookingOrder = BOOKING_MODEL_SAMPLES.orderWithoutCodes;

export const HOLD_STATE: TBookingHoldState = {
  hold_id: 'hold-1',
  product_id: 1,
  expire_at: '2099-01-01T17:15:00.000Z',
  num_person: 2,
  time: '19:00:00',
  time_end: '21:00:00',
  menus: { 1: { menu_id: 1, num_person: 2 } },
  guest: {
    name: '',
    email: '',
    phone: '',
    is_newsletter: false,
    coop_code: null,
    billing_zipcode: null,
    special_requests: '',
  },
  giftcodes: [],
  order: ORDER,
};

/** An error answer the fake gives instead: its status and body. */
type TFakeFailure = { status: number; body: Record<string, unknown> };

type TFakeAnswers = {
  /** The times; a list of lists answers each call with the next (the last one repeats). */
  times?: TTimeSlot[] | TTimeSlot[][];
  menus?: TMenu[];
  hold?: TBookingHoldState;
  /** POST booking/{id}/hold fails with this. */
  holdFailure?: TFakeFailure;
  /** POST booking/{id}/giftcode fails with this. */
  giftcodeFailure?: TFakeFailure;
  /** The answer of POST booking/{id}/waitlist (default: `waiting`). */
  waitlist?: { status: number; body: unknown };
};

/** An API client whose fetch answers the booking calls from memory; `calls` records each path. */
export function createFakeApi(answers: TFakeAnswers = {}) {
  const calls: string[] = [];
  /** Bodies of the state-changing calls that record them (the waitlist). */
  const sent: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    // The token the client asks for once before its first state-changing call.
    if (url.pathname.endsWith('/csrf-token')) return json({ token: 'test-csrf-token' });
    calls.push(url.pathname);
    if (url.pathname.endsWith('/stocks/times')) {
      const lists = (answers.times ?? []).every(Array.isArray)
        ? (answers.times as TTimeSlot[][])
        : [answers.times as TTimeSlot[]];
      const asked = calls.filter((path) => path.endsWith('/stocks/times')).length;
      return json({ entities: { times: lists[Math.min(asked, lists.length) - 1] ?? [] } });
    }
    if (url.pathname.endsWith('/stocks/menus')) return json({ entities: { menus: answers.menus ?? [] } });
    // GET booking/{id}/hold: the visitor's current hold, found by the server from its cookie.
    if (url.pathname.endsWith('/hold') && method === 'GET') return json(answers.hold ?? HOLD_STATE);
    if (url.pathname.endsWith('/hold') && answers.holdFailure)
      return json(answers.holdFailure.body, answers.holdFailure.status);
    if (url.pathname.endsWith('/hold')) return json(ORDER);
    if (url.pathname.endsWith('/giftcode') && answers.giftcodeFailure)
      return json(answers.giftcodeFailure.body, answers.giftcodeFailure.status);
    if (url.pathname.endsWith('/waitlist')) {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown);
      const answer = answers.waitlist ?? {
        status: 200,
        body: { status: 'waiting', time: '19:00:00', seat: 2 },
      };
      return json(answer.body, answer.status);
    }
    return json({ error: 'not_found', message: 'unknown' }, 404);
  };
  return {
    api: createApiClient({ baseUrl: 'http://test.local/api/v4', fetch: fakeFetch, schemas: API_ANSWERS }),
    calls,
    sent,
  };
}
