import { describe, expect, it } from 'vitest';

import * as constants from '../src/constants.ts';
import { DEFAULT_DEVICE_TYPE } from '../src/entities/page-state.ts';
import { DEFAULT_PAGE_SIZE } from '../src/contract/products.ts';
import {
  formatFilterTime,
  formatSecondsOfDay,
  getSecondsOfDay,
  getTimeOptions,
  isTimeWithin,
  parseFilterTime,
} from '../src/time.ts';

describe('constants of point 9', () => {
  it.each([
    ['PARTY_SIZE_MIN', 1],
    ['PARTY_SIZE_MAX', 8],
    ['NAME_MAX_LENGTH', 50],
    ['COOP_CODE_MAX_DIGITS', 8],
    ['POSTCODE_DIGITS', 4],
    ['EMAIL_MAX_LENGTH', 254],
    ['EMAIL_LOCAL_PART_MAX_LENGTH', 64],
    ['DEFAULT_TIME_START', '00:00:00'],
    ['DEFAULT_TIME_END', '23:45:00'],
    ['TIME_INTERVAL_SECONDS', 1800],
    ['BLOG_PAGE_SIZE', 9],
    ['PAGE_BOX_PAGE_SIZE', 5],
    ['GIFTCARD_DEFAULT_QUANTITY', 1],
    ['GIFTCARD_TAX_PERCENT', 25],
    ['VAT_PERCENT', 25],
    ['HOLD_TTL_SECONDS', 900],
    ['HOLD_TTL_MS', 900_000],
    ['HOLD_COOKIE_NAME', 'hold_id'],
    ['AD_TRACKING_EMAIL_COOKIE_MAX_AGE_SECONDS', 31_536_000],
    ['DEFAULT_SORT_ID', 0],
    ['DEFAULT_CITY_SLUG', 'kobenhavn'],
    ['DEFAULT_ADMINISTRATION_FEE_ORE', 2500],
    ['NEWSLETTER_POLL_INTERVAL_MS', 1000],
    ['NEWSLETTER_POLL_TIMEOUT_MS', 20_000],
    ['DEFAULT_CURRENCY', 'DKK'],
  ] as const)('%s is %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('has the list defaults and person options', () => {
    expect(constants.PERSON_OPTIONS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(constants.PAGE_BOX_POSITIONS).toEqual(['bottom', 'top']);
    expect([DEFAULT_PAGE_SIZE, DEFAULT_DEVICE_TYPE]).toEqual([6, 'desktop']);
  });
});

describe('times', () => {
  it('offers 10:00 to 23:30 every half hour, then 23:45', () => {
    const options = getTimeOptions();
    expect(options[0]).toBe('10:00:00');
    expect(options[1]).toBe('10:30:00');
    expect(options.at(-2)).toBe('23:30:00');
    expect(options.at(-1)).toBe('23:45:00');
    expect(options).toHaveLength(29);
  });

  it('converts between seconds and HH:MM:SS, wrapping past midnight', () => {
    expect(getSecondsOfDay('18:30:15')).toBe(66_615);
    expect(formatSecondsOfDay(66_615)).toBe('18:30:15');
    expect(formatSecondsOfDay(getSecondsOfDay('23:30:00') + 7200)).toBe('01:30:00');
    expect(formatSecondsOfDay(-60)).toBe('23:59:00');
  });

  it('reads and writes filter times', () => {
    expect(parseFilterTime(' 7.15 ')).toBe('07:15:00');
    expect(formatFilterTime('07:15:00')).toBe('07:15');
    expect(isTimeWithin('12:00:00', '11:00:00', '15:00:00')).toBe(true);
    expect(isTimeWithin('15:00:01', '11:00:00', '15:00:00')).toBe(false);
  });
});
