import { describe, expect, it } from 'vitest';

import {
  restaurantNoticeMail,
  type TRestaurantNoticeData,
} from '../../src/services/mailer/restaurant-notice-mail.ts';

const NOTICE: TRestaurantNoticeData = {
  kind: 'booked',
  orderId: 1042,
  reference: 'TD-7KQ4-M2ZA',
  to: 'bistro-noerrebro@restaurant.tredjedel.example',
  placeName: 'Bistro Nørrebro',
  date: '2026-11-23',
  time: '19:30:00',
  numPerson: 3,
  menus: [
    { name: 'Tre retter', count: 2 },
    { name: 'Vegetar <grøn>', count: 1 },
  ],
  guestName: 'Anna Jensen',
  guestPhone: '+4520123456',
  dailyListUrl: 'https://tredjedel.dk/dagsliste/7?dato=2026-11-23&udloeber=1&signatur=ab',
};

describe('restaurantNoticeMail', () => {
  it('tells the place of a booking in Danish, once per order', () => {
    const mail = restaurantNoticeMail(NOTICE);
    expect(mail).toMatchObject({
      dedupeKey: 'restaurant-booked:1042',
      kind: 'restaurant-booked',
      to: NOTICE.to,
      subject: 'Ny booking: 3 pers. 2026-11-23 kl. 19:30 – ordre TD-7KQ4-M2ZA',
    });
    expect(mail.text).toContain('Menuer: 2 × Tre retter, 1 × Vegetar <grøn>');
    expect(mail.text).toContain(`Dagens bookinger: ${NOTICE.dailyListUrl}`);
    expect(mail.html).toContain('<td>2 × Tre retter, 1 × Vegetar &lt;grøn&gt;</td>');
    expect(mail.html).toContain(
      'href="https://tredjedel.dk/dagsliste/7?dato=2026-11-23&amp;udloeber=1&amp;signatur=ab"',
    );
  });

  it('tells the place of a cancellation under its own key', () => {
    const mail = restaurantNoticeMail({ ...NOTICE, kind: 'cancelled' });
    expect(mail.dedupeKey).toBe('restaurant-cancelled:1042');
    expect(mail.subject).toBe('Booking annulleret: 3 pers. 2026-11-23 kl. 19:30 – ordre TD-7KQ4-M2ZA');
    expect(mail.text).toContain('er annulleret. Bordet er frigivet.');
  });
});
