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
  specialRequests: '',
  dailyListUrl: 'https://tredjedel.dk/dagsliste/7?dato=2026-11-23&udloeber=1&signatur=ab',
};

describe('restaurantNoticeMail', () => {
  it("tells the place of a booking in Danish, once per order, in the site's date and time format", async () => {
    const mail = await restaurantNoticeMail(NOTICE);
    expect(mail).toMatchObject({
      dedupeKey: 'restaurant-booked:1042',
      kind: 'restaurant-booked',
      to: NOTICE.to,
      subject: 'Ny booking: 3 pers. 23. november 2026 kl. 19.30 – ordre TD-7KQ4-M2ZA',
    });
    expect(mail.text).toContain('Dato og tid: 23. november 2026 kl. 19.30');
    expect(mail.text).toContain('Menuer: 2 × Tre retter, 1 × Vegetar <grøn>');
    expect(mail.text).toContain(`Se dagens bookinger: ${NOTICE.dailyListUrl}`);
    expect(mail.text).not.toContain('Særlige ønsker');
    expect(mail.html).toMatch(/<html[^>]*lang="da"/);
    expect(mail.html).toContain('2 × Tre retter, 1 × Vegetar &lt;grøn&gt;');
    expect(mail.html).not.toContain('<grøn>');
    // The day's list is a button (a real link), and the guest's phone dials in one tap.
    expect(mail.html).toMatch(
      /<a href="https:\/\/tredjedel\.dk\/dagsliste\/7\?dato=2026-11-23&amp;udloeber=1&amp;signatur=ab"[^>]*>.*Se dagens bookinger/s,
    );
    expect(mail.html).toContain('href="tel:+4520123456"');
  });

  it('passes the guest’s special requests and allergies on, line by line, escaped', async () => {
    const mail = await restaurantNoticeMail({
      ...NOTICE,
      specialRequests: 'Nøddeallergi\nBarnestol <tak>',
    });
    expect(mail.text).toContain('Særlige ønsker og allergier:\nNøddeallergi\nBarnestol <tak>');
    expect(mail.html).toContain('Særlige ønsker og allergier');
    expect(mail.html).toContain('Nøddeallergi');
    expect(mail.html).toContain('Barnestol &lt;tak&gt;');
  });

  it('tells the place of a cancellation under its own key', async () => {
    const mail = await restaurantNoticeMail({ ...NOTICE, kind: 'cancelled' });
    expect(mail.dedupeKey).toBe('restaurant-cancelled:1042');
    expect(mail.subject).toBe('Booking annulleret: 3 pers. 23. november 2026 kl. 19.30 – ordre TD-7KQ4-M2ZA');
    expect(mail.text).toContain('er annulleret. Bordet er frigivet.');
  });
});
