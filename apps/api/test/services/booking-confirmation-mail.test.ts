import { getCancellationPolicy, type TBookingLineItem } from '@tredjedel/domain';
import { describe, expect, it } from 'vitest';

import {
  bookingConfirmationMail,
  type TBookingMailData,
} from '../../src/services/mailer/booking-confirmation-mail.tsx';

const LINES: TBookingLineItem[] = [
  {
    type: 'menu',
    title: 'Tre retter <klassisk>',
    amount: 49_200,
    weight: 0,
    quantity: 2,
    unit_price: 24_600,
  },
  { type: 'administration_fee', title: 'Administrationsgebyr', amount: 2_500, weight: 10 },
  { type: 'vat', title: 'Heraf moms (25 %)', amount: 10_340, weight: 20 },
  { type: 'total_amount', title: 'I alt', amount: 51_700, weight: 30 },
];

const base = (overrides: Partial<TBookingMailData> = {}): TBookingMailData => ({
  orderId: 1042,
  reference: 'TD-7KQ4-M2ZA',
  to: 'karen@example.dk',
  name: 'Karen Holm',
  lang: 'da',
  placeName: 'Restaurant Havn',
  address: 'Nyhavn 17, 1051 København K',
  phone: '+45 33 12 34 56',
  date: '2026-11-27',
  time: '21:00:00',
  numPerson: 2,
  total: 51_700,
  lines: LINES,
  confirmationUrl: 'https://tredjedel.example/book/confirmation/TD-7KQ4-M2ZA?token=abc',
  manageUrl: 'https://tredjedel.example/book/manage/TD-7KQ4-M2ZA?token=abc',
  cancellation: getCancellationPolicy('2026-11-27', '21:00:00', new Date('2026-11-27T15:00:00Z')),
  ics: 'BEGIN:VCALENDAR',
  ...overrides,
});

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('the booking confirmation e-mail', () => {
  it('links the manage page as a button, the confirmation page and the place’s phone', async () => {
    const mail = await bookingConfirmationMail(base());
    expect(hrefs(mail.html)).toEqual([
      'tel:+4533123456',
      'https://tredjedel.example/book/manage/TD-7KQ4-M2ZA?token=abc',
      'https://tredjedel.example/book/confirmation/TD-7KQ4-M2ZA?token=abc',
    ]);
    expect(mail.html).toContain('Se eller afbestil din booking');
    // The text part keeps every link written out.
    expect(mail.text).toContain(
      'Se eller afbestil din booking: https://tredjedel.example/book/manage/TD-7KQ4-M2ZA?token=abc',
    );
    expect(mail.text).toContain(
      'Se bekræftelsen: https://tredjedel.example/book/confirmation/TD-7KQ4-M2ZA?token=abc',
    );
    expect(mail.attachments?.[0]?.filename).toBe('tredjedel-TD-7KQ4-M2ZA.ics');
  });

  it('writes money, dates and times as the site does, with the receipt lines and VAT', async () => {
    const mail = await bookingConfirmationMail(base());
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('27. november 2026');
      expect(part).toContain('kl. 21.00');
      expect(part).not.toMatch(/\d{4}-\d\d-\d\d/);
      expect(part).not.toContain('21:00');
      expect(part).not.toContain('kr..');
      expect(part).toContain('indtil kl. 19.00 i dag (2 timer før ankomst)');
    }
    expect(mail.text).toContain('2 × Tre retter <klassisk>: 492\u00a0kr.');
    expect(mail.text).toContain('Heraf moms (25 %): 103,40\u00a0kr.');
    expect(mail.text).toContain('I alt: 517\u00a0kr.');
    // The HTML escapes what the place wrote.
    expect(mail.html).toContain('2 × Tre retter &lt;klassisk&gt;');
    expect(mail.html).not.toContain('<klassisk>');
  });

  it('says a booking made after its cancel deadline cannot be cancelled, and promises no refund', async () => {
    const late = getCancellationPolicy('2026-11-27', '21:00:00', new Date('2026-11-27T18:40:00Z'));
    const da = await bookingConfirmationMail(base({ cancellation: late }));
    expect(da.text).toContain('Bookingen kan ikke afbestilles');
    expect(da.text).not.toContain('afbestille gratis');
    const en = await bookingConfirmationMail(base({ cancellation: late, lang: 'en' }));
    expect(en.subject).toBe('Your table at Restaurant Havn – order TD-7KQ4-M2ZA');
    expect(en.html).toContain('This booking cannot be cancelled');
    expect(en.html).toContain('at 21:00');
    expect(en.html).toContain('27 November 2026');
    expect(en.html).toContain('lang="en"');
  });

  it('carries the reservation JSON-LD in the head and leaves the phone out when the place gave none', async () => {
    const mail = await bookingConfirmationMail(
      base({ phone: null, jsonLd: { '@type': 'FoodEstablishmentReservation', note: '</script>' } }),
    );
    const data = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(mail.html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ '@type': 'FoodEstablishmentReservation', note: '</script>' });
    expect(hrefs(mail.html).some((href) => href?.startsWith('tel:'))).toBe(false);
  });
});
