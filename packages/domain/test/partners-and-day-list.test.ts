import { describe, expect, it } from 'vitest';

import type { TConsoleBooking } from '../src/contract/console.ts';
import { validatePartnerApplication } from '../src/contract/partners.ts';
import { countDayList, DAY_LIST_COLUMNS, formatDayListCells } from '../src/format/day-list.ts';

const APPLICATION = {
  place_name: 'Café Lille',
  address: 'Nørregade 1',
  city: 'København',
  contact_name: 'Lise Holm',
  email: 'lise@example.dk',
  phone: '20 12 34 56',
  message: '',
};

describe('a partner application', () => {
  it('is complete with every field but the message', () => {
    expect(validatePartnerApplication(APPLICATION)).toEqual({});
  });

  it('names each bad field with its catalogue key', () => {
    expect(
      validatePartnerApplication({
        ...APPLICATION,
        place_name: '   ',
        address: 'x'.repeat(201),
        city: '',
        contact_name: '',
        email: 'lise@',
        phone: '123',
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      place_name: 'errors.partner_required',
      address: 'errors.partner_required',
      city: 'errors.partner_required',
      contact_name: 'errors.name',
      email: 'errors.email',
      phone: 'errors.phone',
      message: 'errors.partner_message',
    });
  });
});

describe('the daily list', () => {
  const booking: TConsoleBooking = {
    booking_id: 1,
    order_reference: 'TD-7K3M9P',
    time: '19:30',
    num_person: 4,
    menus: [
      { name: 'Aftenmenu', count: 3 },
      { name: 'Børnemenu', count: 1 },
    ],
    guest_name: 'Anna Jensen',
    guest_phone: '+4520123456',
    special_requests: 'Glutenfri til én',
    paid: 123_400,
    status: 'confirmed',
    mark: null,
  };

  it('gives a cell for every column, in either language', () => {
    const cells = formatDayListCells(booking, 'da');
    expect(Object.keys(cells)).toEqual([...DAY_LIST_COLUMNS]);
    expect(cells).toMatchObject({
      time: '19:30',
      party: '4',
      menus: '3 × Aftenmenu, 1 × Børnemenu',
      reference: 'TD-7K3M9P',
      requests: 'Glutenfri til én',
    });
    expect(formatDayListCells({ ...booking, menus: [] }, 'en').menus).toBe('–');
    expect(formatDayListCells({ ...booking, special_requests: '' }, 'en').requests).toBe('–');
    expect(formatDayListCells(booking, 'en').paid).toMatch(/^DKK/);
  });

  it('counts confirmed bookings and their guests only', () => {
    expect(
      countDayList([booking, { ...booking, status: 'cancelled' }, { ...booking, num_person: 2 }]),
    ).toEqual({
      bookings: 2,
      guests: 6,
    });
  });
});
