import { describe, expect, it } from 'vitest';

import { bookingCancellationMail } from '../../src/services/mailer/cancellation-mail.ts';
import { consoleSignInMail } from '../../src/services/mailer/console-sign-in-mail.ts';
import type { TMail } from '../../src/services/mailer/mailer.ts';
import { bookingRefundMail, giftCardsMail } from '../../src/services/mailer/templates.ts';
import { waitlistJoinedMail, waitlistMail } from '../../src/services/mailer/waitlist-mail.ts';

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]?.replace(/&amp;/g, '&'));
/** Money as formatMoney writes it: a no-break space between the number and the unit. */
const nb = (text: string) => text.replace(/ (?=kr\.)|(?<=DKK) /g, '\u00a0');
const SITE = 'https://tredjedel.example';

/** What every designed e-mail shares: the one layout, its language, and no ISO dates or "kl. 21:00". */
function expectDesigned(mail: TMail, lang: 'da' | 'en') {
  expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
  expect(mail.html).toContain('Tredjedel');
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}(?!T)/);
    expect(part).not.toMatch(/\.\./);
    if (lang === 'da') expect(part).not.toMatch(/kl\. \d\d:\d\d/);
  }
}

const cancellation = {
  orderId: 7,
  reference: 'TD-7KQ4-M2ZA',
  to: 'karen@example.dk',
  name: 'Karen Holm',
  placeName: 'Restaurant Havn',
  date: '2026-11-27',
  time: '21:00:00',
  numPerson: 2,
  refunded: 51_700,
  giftcodes: ['V71Z-N531-H5ZX-EZ8Z'],
  bookAgainUrl: `${SITE}/restaurant/havn`,
};

describe('the designed e-mails (React Email, one layout)', () => {
  it.each([
    ['da', 'Dit bord til 2 hos Restaurant Havn den 27. november 2026 kl. 21.00 er afbestilt.', '517 kr.'],
    ['en', 'Your table for 2 at Restaurant Havn on 27 November 2026 at 21:00 is cancelled.', 'DKK 517'],
  ] as const)(
    'the cancellation (%s): the dates, times and money of the site, a button to book again',
    async (lang, sentence, money) => {
      const mail = await bookingCancellationMail({ ...cancellation, lang });
      expectDesigned(mail, lang);
      expect(mail.dedupeKey).toBe('booking-cancellation:7');
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
      expect(mail.text).toContain(nb(money));
      expect(mail.text).toContain('V71Z-N531-H5ZX-EZ8Z');
      expect(hrefs(mail.html)).toContain(cancellation.bookAgainUrl);
      expect(mail.text).toContain(cancellation.bookAgainUrl);
    },
  );

  it('the refund of a late payment: the amount once, and a button to another table', async () => {
    const mail = await bookingRefundMail({
      orderId: 8,
      reference: 'TD-AAAA-BBBB',
      to: 'karen@example.dk',
      name: 'Karen Holm',
      lang: 'da',
      placeName: 'Restaurant Havn',
      amount: 51_700,
      bookAgainUrl: `${SITE}/restaurant/havn`,
    });
    expectDesigned(mail, 'da');
    expect(mail.text).toContain(nb('Vi tilbagefører 517 kr. til dit kort.'));
    expect(hrefs(mail.html)).toContain(`${SITE}/restaurant/havn`);
  });

  it.each([
    ['da', 'gyldige til 28. november 2029', '500 kr. hver'],
    ['en', 'valid until 28 November 2029', 'DKK 500 each'],
  ] as const)(
    'the gift cards (%s): each code, the expiry as a date, a button to a table',
    async (lang, expiry, value) => {
      const mail = await giftCardsMail({
        orderId: 9,
        recipientName: '',
        message: '',
        reference: 'TD-CCCC-DDDD',
        to: 'karen@example.dk',
        name: 'Karen Holm',
        lang,
        amount: 50_000,
        codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
        expireAt: new Date('2029-11-28T10:00:00Z'),
        bookUrl: `${SITE}/`,
        confirmationUrl: `${SITE}/gavekort/bekraeftelse/9?token=t`,
      });
      expectDesigned(mail, lang);
      expect(mail.text).toContain(expiry);
      expect(mail.text).toContain(nb(value));
      for (const code of ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH']) {
        expect(mail.text).toContain(code);
        expect(mail.html).toContain(code);
      }
      expect(hrefs(mail.html)).toEqual(
        expect.arrayContaining([`${SITE}/`, `${SITE}/gavekort/bekraeftelse/9?token=t`]),
      );
    },
  );

  const waitlist = {
    entryId: 11,
    to: 'anna@example.dk',
    placeName: 'Restaurant Havn',
    time: '19:30:00',
    party: 2,
    optOutUrl: `${SITE}/venteliste/afmeld/tok`,
  };

  it('the waitlist e-mail that a table is free: a button into step 1, the one-click way out, its headers', async () => {
    const url = `${SITE}/book/step1/restaurant/havn?person=2&time=19%3A30%3A00`;
    const mail = await waitlistMail({ ...waitlist, lang: 'da', bookingUrl: url });
    expectDesigned(mail, 'da');
    expect(mail.kind).toBe('waitlist-table-free');
    expect(mail.subject).toBe('Et bord til 2 hos Restaurant Havn er ledigt kl. 19.30');
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining([url, waitlist.optOutUrl]));
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(waitlist.optOutUrl);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${waitlist.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it.each(['da', 'en'] as const)(
    'the waitlist sign-up confirmation (%s): what happens next and the way out',
    async (lang) => {
      const mail = await waitlistJoinedMail({ ...waitlist, lang, placeUrl: `${SITE}/restaurant/havn` });
      expectDesigned(mail, lang);
      expect(mail.dedupeKey).toBe('waitlist-joined:11');
      expect(mail.kind).toBe('waitlist-joined');
      expect(mail.subject).toBe(
        lang === 'da'
          ? 'Du står på ventelisten hos Restaurant Havn kl. 19.30'
          : 'You are on the waitlist at Restaurant Havn for 19:30',
      );
      expect(hrefs(mail.html)).toEqual(
        expect.arrayContaining([`${SITE}/restaurant/havn`, waitlist.optOutUrl]),
      );
      expect(mail.text).toContain(waitlist.optOutUrl);
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<${waitlist.optOutUrl}>`);
    },
  );

  it('the console sign-in: the link as a button and written out', async () => {
    const url = `${SITE}/konsol/log-ind?token=abc`;
    const mail = await consoleSignInMail({ to: 'ejer@example.dk', url, lang: 'da', tokenHash: 'h' });
    expectDesigned(mail, 'da');
    expect(hrefs(mail.html).filter((href) => href === url)).toHaveLength(2);
    expect(mail.text).toContain(url);
  });
});
