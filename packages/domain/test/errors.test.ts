import { describe, expect, it } from 'vitest';

import { getBycodeErrorKey, getErrorMessage, isCatalogueKey } from '../src/errors/catalogue.ts';
import { mapApiFailure, mapBookingApiError, mapUnprocessableError } from '../src/errors/map-api-error.ts';

describe('error catalogue', () => {
  it('holds every key of docs/product/spec.md §8 and 5', () => {
    for (const key of [
      'errors.num_person',
      'errors.time',
      'errors.name',
      'errors.email',
      'errors.email_confirm',
      'errors.phone',
      'errors.gc-exist',
      'errors.gc-mail-phone',
      'errors.coop_code',
      'errors.coop_zip',
      'errors.menus_num_person',
      'errors.menu_select_person',
      'errors.menu_table_size_limit',
      'errors.giftcard_amount',
      'errors.giftcard_quantity',
      'errors.is_accept_terms',
      'errors.accept_terms',
      'errors.error-gc-resto',
      'errors.error-gc-expired',
      'errors.error-matas-card',
      'errors.error-gc-status',
      'errors.error-gc-user',
      'errors.error-gc-newuser',
      'errors.error-gc-maxuse',
      'errors.gc-invalid',
      'errors.no_table_available',
      'errors.modal-title',
      'message.all_hold_warning',
      'gc_success_msg',
    ]) {
      expect(isCatalogueKey(key), key).toBe(true);
    }
  });

  it.each([
    ['errors.num_person', {}, 'Invalid number of people'],
    ['errors.time', {}, 'Invalid time'],
    ['errors.menus_num_person', { n: 4 }, 'Choose menus for 4 people'],
    ['errors.menu_select_person', { n: 2 }, 'Choose menus for 2 people'],
    ['errors.gc-exist', {}, 'Gift card is already added'],
    ['errors.coop_code', {}, 'INVALID MEMBER NUMBER'],
    ['errors.coop_zip', {}, 'Invalid zip code'],
    ['errors.gc-invalid', {}, 'Invalid giftcard'],
    [
      'errors.no_table_available',
      {},
      'The last table has just been sold, so you can not complete this order',
    ],
    ['message.payment_failed', {}, 'Payment failed. Please try again.'],
    ['message.times_load_failed', {}, 'Failed to load times, Please reload and try again'],
    ['message.menus_load_failed', {}, 'Failed to load menus, Please reload and try again'],
    ['message.giftcode_remove_failed', {}, 'Unable to remove giftcode, Please reload and try again'],
    ['message.giftcard_purchase_failed', {}, 'Failed, Please reload and try again'],
    ['errors.gc-num-person', { n: 2 }, 'The gift card is only valid for 2 people'],
  ] as const)('%s reads %j', (key, params, text) => {
    expect(getErrorMessage(key, params)).toBe(text);
  });

  it('leaves a missing parameter empty and names the code of a bycode key', () => {
    expect(getErrorMessage('errors.menus_num_person')).toBe('Choose menus for  people');
    expect(getBycodeErrorKey('GC42')).toBe('errors.bycode-GC42');
    expect(getErrorMessage('errors.bycode-GC42')).toBe('Failed, Please reload and try again (GC42)');
    expect(isCatalogueKey('errors.bycode-GC42')).toBe(false);
  });
});

describe('422 mapping', () => {
  // The known `msg` values of docs/product/spec.md §8, written out: the test is the spec's table.
  it.each([
    ['giftcard_validate_resto', 'errors.error-gc-resto'],
    ['giftcard_validate_expired', 'errors.error-gc-expired'],
    ['matas_card_validate', 'errors.error-matas-card'],
    ['giftcard_validate_status', 'errors.error-gc-status'],
    ['giftcard_validate', 'errors.error-gc-user'],
    ['giftcard_validate_user', 'errors.error-gc-newuser'],
    ['giftcard_validate_maxuse', 'errors.error-gc-maxuse'],
  ])('msg %s gives %s', (msg, key) => {
    expect(mapUnprocessableError({ msg, message: 'x' })).toEqual({ key });
  });

  it.each([
    [{ msg: 'The code ABC is invalid', message: '' }, { key: 'errors.gc-invalid' }],
    [
      { msg: 'Gift card only valid for 4 people', message: '' },
      { key: 'errors.gc-num-person', params: { n: 4 } },
    ],
    [{ msg: 'no available tables', message: '' }, { key: 'errors.no_table_available' }],
    [
      { msg: 'giftcard_other', message: '', fields: { error_message: { code: 'E17', data: { n: 1 } } } },
      { key: 'errors.bycode-E17', params: { code: 'E17' } },
    ],
    [{ message: 'something else' }, { key: 'errors.unknown' }],
  ])('%j gives %j', (body, expected) => {
    expect(mapUnprocessableError(body)).toEqual(expected);
  });

  it('maps 409 no available tables, 422 by msg and ignores other statuses', () => {
    expect(mapBookingApiError(409, { error: 'conflict', message: 'x', msg: 'no available tables' })).toEqual({
      key: 'errors.no_table_available',
    });
    expect(mapBookingApiError(409, { error: 'conflict', message: 'other' })).toBeNull();
    expect(
      mapBookingApiError(422, { error: 'unprocessable', message: '', msg: 'giftcard_validate_maxuse' }),
    ).toEqual({
      key: 'errors.error-gc-maxuse',
    });
    expect(mapBookingApiError(500, { error: 'x', message: 'no available tables' })).toBeNull();
  });

  it('tells a table held by someone else (may free up) from a sold one by the 409 status', () => {
    const conflict = { error: 'conflict', message: 'x', msg: 'no available tables' };
    expect(mapBookingApiError(409, { ...conflict, status: 'on-hold' })).toEqual({
      key: 'errors.table_on_hold',
    });
    expect(mapBookingApiError(409, { ...conflict, status: 'soldout' })).toEqual({
      key: 'errors.no_table_available',
    });
    expect(getErrorMessage('errors.table_on_hold')).toContain('15 minutes');
  });

  it("asks the visitor to wait on a 429 even without our error answer (a proxy's)", () => {
    expect(mapApiFailure(429, undefined)).toEqual({ key: 'errors.too_many_requests' });
    expect(mapApiFailure(502, undefined)).toBeNull();
    expect(mapApiFailure(429, { error: 'rate_limited', message: 'x', msg: 'too_many_requests' })).toEqual({
      key: 'errors.too_many_requests',
    });
    expect(getErrorMessage('errors.too_many_requests')).toBe(
      'Too many attempts in a short time. Wait a minute and try again.',
    );
  });

  it('maps a 429 to the hold limit or the rate limit, both in the catalogue (ADR 0205)', () => {
    expect(mapBookingApiError(429, { error: 'rate_limited', message: 'x', msg: 'hold_limit' })).toEqual({
      key: 'errors.hold_limit',
    });
    expect(
      mapBookingApiError(429, { error: 'rate_limited', message: 'x', msg: 'too_many_requests' }),
    ).toEqual({
      key: 'errors.too_many_requests',
    });
    expect(mapBookingApiError(429, { error: 'rate_limited', message: 'x' })).toEqual({
      key: 'errors.too_many_requests',
    });
  });
});
