import { describe, expect, it } from 'vitest';

import {
  getMenuSeatOptions,
  getMenuTableSizes,
  getMenusForTime,
  validateBookingStep0,
  validateNumPerson,
  validateTime,
} from '../src/validation/booking.ts';
import {
  isValidEmail,
  normalizePhone,
  normalizeSpecialRequests,
  validateEmailConfirm,
  validateName,
  validatePhone,
  validateSpecialRequests,
} from '../src/validation/contact.ts';
import { SPECIAL_REQUESTS_MAX_LENGTH } from '../src/constants.ts';
import { ZBookingGuestRequest } from '../src/contract/booking.ts';
import { hasMemberCard, resolveCoopCard, validateCoopCode, validateCoopZip } from '../src/validation/coop.ts';
import { validateGiftcardStep1, validateGiftcardStep2 } from '../src/validation/giftcard.ts';
import { validateGiftcodeEntry, validateGuestInfo, validateGuestStep } from '../src/validation/guest.ts';
import { getValidationMessages } from './validation-messages.ts';
import { makeMenu } from './fixtures.ts';

describe('party size (errors.num_person)', () => {
  it('asks for a party size when none is chosen yet (0), rather than calling it invalid', () => {
    expect(validateNumPerson(0)).toEqual({ key: 'errors.num_person_missing' });
  });

  it.each([
    [1, true],
    [8, true],
    [9, false],
    [-1, false],
    [2.5, false],
    ['2', false],
    [Number.NaN, false],
  ])('%s people is valid: %s', (numPerson, isValid) => {
    expect(validateNumPerson(numPerson)).toEqual(isValid ? null : { key: 'errors.num_person' });
  });
});

describe('time (errors.time)', () => {
  it.each([
    ['18:00:00', true],
    ['00:00:00', true],
    ['23:59:59', true],
    ['0', false],
    ['', false],
    ['18:00', false],
    ['24:00:00', false],
    ['18:60:00', false],
    ['8:00:00', false],
    [null, false],
  ])('%j is valid: %s', (time, isValid) => {
    expect(validateTime(time)).toEqual(isValid ? null : { key: 'errors.time' });
  });
});

describe('menus of step 0', () => {
  const dinner = makeMenu({ id: 1, name: 'Aftenmenu', time_start: '17:00:00', time_end: '23:59:59' });
  const lunch = makeMenu({
    id: 2,
    name: 'Frokost',
    menu_type: 'LUNCH',
    weight: 0,
    time_start: '11:00:00',
    time_end: '15:00:00',
  });
  const tableMenu = makeMenu({ id: 3, name: 'Delemenu', limit_table_size: 1, table_sizes: '2,4, 6' });
  const menus = [dinner, lunch, tableMenu];

  it('reads the allowed table sizes of a menu, ignoring junk', () => {
    expect(getMenuTableSizes(tableMenu)).toEqual([2, 4, 6]);
    expect(getMenuTableSizes(makeMenu({ id: 9, table_sizes: '2,x,,4' }))).toEqual([2, 4]);
  });

  it('gives seat options 0 to the party size', () => {
    expect(getMenuSeatOptions(3)).toEqual([0, 1, 2, 3]);
    expect(getMenuSeatOptions(0)).toEqual([0]);
    expect(getMenuSeatOptions(12)).toHaveLength(9);
  });

  it('sorts LUNCH menus last, then by weight, then by id', () => {
    expect(getMenusForTime(menus, '12:00:00').map((menu) => menu.id)).toEqual([3, 2]);
    expect(
      getMenusForTime([makeMenu({ id: 4, weight: 1 }), makeMenu({ id: 3, weight: 1 })], '18:00:00').map(
        (menu) => menu.id,
      ),
    ).toEqual([3, 4]);
  });

  it('offers a menu only within its time window (lunch-only and dinner-only)', () => {
    expect(getMenusForTime(menus, '12:00:00').map((menu) => menu.id)).toEqual([3, 2]);
    expect(getMenusForTime(menus, '18:00:00').map((menu) => menu.id)).toEqual([1, 3]);
    expect(getMenusForTime(menus, '15:00:00').map((menu) => menu.id)).toEqual([3, 2]);
  });

  it('accepts menu counts that add up to the party', () => {
    const result = validateBookingStep0(
      {
        num_person: 4,
        time: '18:00:00',
        menus: { 1: { menu_id: 1, num_person: 2 }, 3: { menu_id: 3, num_person: 2 } },
      },
      menus,
    );
    expect(result).toEqual({ isValid: true, errors: {}, details: {} });
  });

  it('asks to choose menus for N people when none is chosen (errors.menu_select_person)', () => {
    const result = validateBookingStep0({ num_person: 3, time: '18:00:00', menus: {} }, menus);
    expect(result.errors).toEqual({ menus: 'errors.menu_select_person' });
    expect(getValidationMessages(result)).toEqual({ menus: 'Choose menus for 3 people' });
  });

  it('asks to choose menus for N people when the counts do not add up (errors.menus_num_person)', () => {
    const result = validateBookingStep0(
      {
        num_person: 3,
        time: '18:00:00',
        menus: { 1: { menu_id: 1, num_person: 2 }, 2: { menu_id: 99, num_person: 1 } },
      },
      menus,
    );
    expect(result.details.menus).toEqual({ key: 'errors.menus_num_person', params: { n: 3 } });
  });

  it.each([
    [2, true],
    [3, false],
    [4, true],
    [5, false],
    [6, true],
    [8, false],
  ])('a table-size-limited menu for %s people is allowed: %s', (numPerson, isAllowed) => {
    const result = validateBookingStep0(
      { num_person: numPerson, time: '18:00:00', menus: { 3: { menu_id: 3, num_person: numPerson } } },
      menus,
    );
    expect(result.isValid).toBe(isAllowed);
    if (!isAllowed) {
      expect(result.details['menus.3']).toEqual({
        key: 'errors.menu_table_size_limit',
        params: { menu: 'Delemenu', sizes: '2, 4, 6' },
      });
      expect(getValidationMessages(result)['menus.3']).toBe(
        'Delemenu can only be ordered for 2, 4, 6 people',
      );
    }
  });

  it('rejects a lunch menu chosen for a dinner time with the menu name', () => {
    const result = validateBookingStep0(
      { num_person: 2, time: '19:00:00', menus: { 2: { menu_id: 2, num_person: 2 } } },
      menus,
    );
    expect(result.errors).toEqual({ 'menus.2': 'errors.menu_time' });
    expect(getValidationMessages(result)['menus.2']).toBe('Frokost cannot be ordered at this time');
  });

  it('reports party size and time together with the menus', () => {
    const result = validateBookingStep0({ num_person: 0, time: '0', menus: {} }, menus);
    expect(result.errors).toEqual({ num_person: 'errors.num_person_missing', time: 'errors.time' });
    expect(result.isValid).toBe(false);
  });
});

describe('name (errors.name)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['A', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['Æ'.repeat(50), true],
    [`  ${'x'.repeat(50)}  `, true],
  ])('%j is valid: %s', (name, isValid) => {
    expect(validateName(name)).toEqual(isValid ? null : { key: 'errors.name' });
  });
});

describe('e-mail (errors.email)', () => {
  // Three labels (each at most 63 characters) and ".dk": 63 + 1 + 63 + 1 + n + 3 characters.
  const domainOf = (length: number) => `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(length - 131)}.dk`;
  const local64 = 'l'.repeat(64);
  const email254 = `${local64}@${domainOf(254 - 65)}`;
  const email255 = `${local64}@${domainOf(255 - 65)}`;

  it('builds the edge addresses it means to test', () => {
    expect(email254).toHaveLength(254);
    expect(email255).toHaveLength(255);
  });

  it.each([
    ['anna@example.dk', true],
    ['anna.b+tag@sub.example.co.uk', true],
    ['a@b.dk', true],
    [`${'l'.repeat(64)}@example.dk`, true],
    [`${'l'.repeat(65)}@example.dk`, false],
    ['anna@example', false],
    ['anna@example.d', false],
    ['anna@example.123', false],
    ['anna@xn--bcher-kva.xn--p1ai', true],
    ['anna@@example.dk', false],
    ['@example.dk', false],
    ['anna@', false],
    ['anna', false],
    ['an na@example.dk', false],
    ['.anna@example.dk', false],
    ['an..na@example.dk', false],
    ['anna@-example.dk', false],
    ['anna@example..dk', false],
  ])('%s is valid: %s', (email, isValid) => {
    expect(isValidEmail(email)).toBe(isValid);
  });

  it('accepts 254 characters and rejects 255', () => {
    expect(isValidEmail(email254)).toBe(true);
    expect(isValidEmail(email255)).toBe(false);
  });

  it('confirms the e-mail trimmed and case-insensitively (errors.email_confirm)', () => {
    expect(validateEmailConfirm('Anna@Example.dk', ' anna@example.dk ')).toBeNull();
    expect(validateEmailConfirm('anna@example.dk', 'ana@example.dk')).toEqual({
      key: 'errors.email_confirm',
    });
  });
});

describe('phone (errors.phone)', () => {
  it.each([
    ['+45 20 12 34 56', '+4520123456'],
    ['20123456', '+4520123456'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+44 7400 123456', '+447400123456'],
    ['1234', null],
    ['2012345', null],
    ['abc', null],
    ['', null],
  ])('%j reads as %j', (phone, normalized) => {
    expect(normalizePhone(phone)).toBe(normalized);
    expect(validatePhone(phone)).toEqual(normalized ? null : { key: 'errors.phone' });
  });
});

describe('co-op member number (errors.coop_code)', () => {
  it.each([
    ['43862020', false, 'blocked sample number'],
    ['12345678', false, 'blocked sample number'],
    ['123456789', false, '9 digits'],
    ['21000000', true, '8 digits starting 21'],
    ['25123456', true, '8 digits starting 25'],
    ['29999999', true, '8 digits starting 29'],
    ['40000000', true, '8 digits starting 40'],
    ['45123456', true, '8 digits starting 45'],
    ['49000000', true, '8 digits starting 49'],
    ['50123456', true, '8 digits starting 50 (49 or above)'],
    ['99999999', true, '8 digits starting 99'],
    ['20999999', false, '8 digits starting 20'],
    ['30123456', false, '8 digits starting 30'],
    ['39999999', false, '8 digits starting 39'],
    ['01234567', false, '8 digits starting 01'],
    ['1', true, '1 digit'],
    ['1234', true, '4 digits'],
    ['1234567', true, '7 digits'],
    ['0000000', true, '7 zeros'],
    ['', false, 'empty'],
    ['abc', false, 'letters'],
    ['2512345a', false, 'letters among digits'],
    ['25 123456', false, 'space'],
  ])('%s is valid: %s (%s)', (code, isValid) => {
    expect(validateCoopCode(code)).toEqual(isValid ? null : { key: 'errors.coop_code' });
  });

  it('says INVALID MEMBER NUMBER', () => {
    const result = validateGuestInfo({
      name: 'Anna',
      email: 'anna@example.dk',
      email_confirm: 'anna@example.dk',
      phone: '20123456',
      coop_code: '30000000',
      coop_zip: '2100',
    });
    expect(getValidationMessages(result)).toEqual({ coop_code: 'INVALID MEMBER NUMBER' });
  });
});

describe('postcode (errors.coop_zip)', () => {
  it.each([
    ['2100', true],
    ['0800', true],
    ['210', false],
    ['21000', false],
    ['21a0', false],
    ['', false],
  ])('%j is valid: %s', (postcode, isValid) => {
    expect(validateCoopZip(postcode)).toEqual(isValid ? null : { key: 'errors.coop_zip' });
  });

  it('makes a coop card and billing postcode only when both are valid', () => {
    expect(resolveCoopCard(' 25123456 ', '2100')).toEqual({
      cards: [{ card_number: '25123456', card_type: 'coop' }],
      billing_zipcode: '2100',
    });
    expect(resolveCoopCard('25123456', '210')).toEqual({ cards: [], billing_zipcode: null });
    expect(resolveCoopCard('43862020', '2100')).toEqual({ cards: [], billing_zipcode: null });
  });

  it('a member card is there only when code and postcode both hold', () => {
    expect(hasMemberCard(resolveCoopCard('25123456', '2100'))).toBe(true);
    expect(hasMemberCard(resolveCoopCard('25123456', ''))).toBe(false);
    expect(hasMemberCard(resolveCoopCard('', ''))).toBe(false);
  });
});

describe('guest step', () => {
  const guest = {
    name: 'Anna Jensen',
    email: 'anna@example.dk',
    email_confirm: 'anna@example.dk',
    phone: '+45 20 12 34 56',
    coop_code: '',
    coop_zip: '',
    is_accept_terms: true,
  };

  it('accepts a complete guest without a co-op card', () => {
    expect(validateGuestStep(guest).isValid).toBe(true);
  });

  it('needs the terms accepted on the terms step but not on the info step', () => {
    expect(validateGuestInfo({ ...guest }).isValid).toBe(true);
    expect(validateGuestStep({ ...guest, is_accept_terms: false }).errors).toEqual({
      is_accept_terms: 'errors.is_accept_terms',
    });
  });

  it('checks both co-op fields when one is filled', () => {
    expect(validateGuestInfo({ ...guest, coop_zip: '2100' }).errors).toEqual({
      coop_code: 'errors.coop_code',
    });
    expect(validateGuestInfo({ ...guest, coop_code: '25123456' }).errors).toEqual({
      coop_zip: 'errors.coop_zip',
    });
  });

  it('reports every bad field with its key', () => {
    expect(
      validateGuestStep({
        ...guest,
        name: '',
        email: 'x',
        email_confirm: 'y',
        phone: '1',
        is_accept_terms: false,
      }).errors,
    ).toEqual({
      name: 'errors.name',
      email: 'errors.email',
      email_confirm: 'errors.email_confirm',
      phone: 'errors.phone',
      is_accept_terms: 'errors.is_accept_terms',
    });
  });
});

describe('special requests (errors.special_requests)', () => {
  const guest = {
    name: 'Anna Jensen',
    email: 'anna@example.dk',
    email_confirm: 'anna@example.dk',
    phone: '+45 20 12 34 56',
    coop_code: '',
    coop_zip: '',
  };

  it('are optional', () => {
    expect(validateSpecialRequests('')).toBeNull();
    expect(validateGuestInfo(guest).isValid).toBe(true);
  });

  it('allow 500 characters, counted as characters a person sees (emoji and æøå count once)', () => {
    expect(SPECIAL_REQUESTS_MAX_LENGTH).toBe(500);
    expect(validateSpecialRequests('ø'.repeat(500))).toBeNull();
    expect(validateSpecialRequests('🥜'.repeat(500))).toBeNull();
    expect(validateSpecialRequests('a'.repeat(501))).toEqual({ key: 'errors.special_requests' });
    expect(validateGuestInfo({ ...guest, special_requests: 'x'.repeat(501) }).errors).toEqual({
      special_requests: 'errors.special_requests',
    });
    expect(
      validateGuestStep({ ...guest, is_accept_terms: true, special_requests: 'x'.repeat(501) }).errors,
    ).toEqual({
      special_requests: 'errors.special_requests',
    });
  });

  it('are counted after trimming, keep line breaks and lose other control characters', () => {
    expect(normalizeSpecialRequests('  Nøddeallergi\r\nBarnestol\u0007 ')).toBe('Nøddeallergi\nBarnestol');
    expect(validateSpecialRequests(` ${'a'.repeat(500)}\n\n `)).toBeNull();
  });

  it('are optional in the API schema and bounded there before any work', () => {
    const base = {
      hold_id: 'h',
      name: 'Anna',
      email: 'anna@example.dk',
      phone: '20123456',
      seat: 2,
      time: '19:00:00',
      time_end: '21:00:00',
      menus: [{ id: 1, count: 2 }],
    };
    expect(ZBookingGuestRequest.parse(base).special_requests).toBe('');
    expect(ZBookingGuestRequest.safeParse({ ...base, special_requests: 'x'.repeat(1000) }).success).toBe(
      true,
    );
    expect(ZBookingGuestRequest.safeParse({ ...base, special_requests: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('gift code entry', () => {
  const entry = {
    email: 'anna@example.dk',
    phone: '20123456',
    last_giftcode: 'ABC123',
    giftcodes: [] as string[],
  };

  it.each([
    ['a valid entry', entry, null],
    ['no e-mail', { ...entry, email: '' }, 'errors.gc-mail-phone'],
    ['a bad phone', { ...entry, phone: '12' }, 'errors.gc-mail-phone'],
    ['no code', { ...entry, last_giftcode: '  ' }, 'errors.gc-mail-phone'],
    [
      'a code already added',
      { ...entry, last_giftcode: ' abc123 ', giftcodes: ['ABC123'] },
      'errors.gc-exist',
    ],
  ])('%s gives %s', (_label, input, key) => {
    expect(validateGiftcodeEntry(input)).toEqual(key ? { key } : null);
  });
});

describe('gift card', () => {
  it.each([
    [0, false],
    [-100, false],
    [1, true],
    [50000, true],
    [1_000_000, true],
    [1_000_001, false],
    [1.5, false],
    [Number.NaN, false],
    ['500', false],
  ])('amount %j is valid: %s', (amount, isValid) => {
    expect(validateGiftcardStep1({ amount: amount as number, quantity: 1 }).errors).toEqual(
      isValid ? {} : { amount: 'errors.giftcard_amount' },
    );
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [-1, false],
    [2.5, false],
  ])('quantity %j is valid: %s', (quantity, isValid) => {
    expect(validateGiftcardStep1({ amount: 50_000, quantity }).errors).toEqual(
      isValid ? {} : { quantity: 'errors.giftcard_quantity' },
    );
  });

  it('validates step 1 and step 2', () => {
    expect(validateGiftcardStep1({ amount: 0, quantity: 0 }).errors).toEqual({
      amount: 'errors.giftcard_amount',
      quantity: 'errors.giftcard_quantity',
    });
    expect(
      validateGiftcardStep2({
        name: 'Anna',
        email: 'anna@example.dk',
        email_confirm: 'anna@example.dk',
        is_accept_terms: false,
      }).errors,
    ).toEqual({ is_accept_terms: 'errors.is_accept_terms' });
    expect(getValidationMessages(validateGiftcardStep1({ amount: 0, quantity: 1 }))).toEqual({
      amount: 'Enter a gift card value',
    });
  });
});
