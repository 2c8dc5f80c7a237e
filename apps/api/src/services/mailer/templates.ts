import { createElement } from 'react';

import { BookingRefundEmail, bookingRefundCopy } from './email/booking-refund-email.tsx';
import { GiftCardsEmail, giftCardGreeting, giftCardsCopy } from './email/gift-cards-email.tsx';
import { renderEmailHtml } from './email/render-email.ts';
import type { TMail } from './mailer.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `label: value` lines of an e-mail's facts, for its text part. */
export const factLines = (facts: readonly (readonly [string, string])[]): string =>
  facts.map(([label, value]) => `${label}: ${value}`).join('\n');

export type TBookingRefundMailData = {
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  to: string;
  name: string;
  lang: 'da' | 'en';
  placeName: string;
  amount: number;
  bookAgainUrl: string;
};

/** A payment arrived after the hold had lapsed and the table was gone: the money goes back. */
export async function bookingRefundMail(data: TBookingRefundMailData): Promise<TMail> {
  const copy = bookingRefundCopy(data);
  return {
    dedupeKey: `booking-refund:${data.orderId}`,
    kind: 'booking-refund',
    to: data.to,
    subject: copy.subject,
    text: [
      copy.greeting,
      copy.intro,
      copy.refund,
      factLines(copy.facts),
      `${copy.bookAgain}: ${data.bookAgainUrl}`,
    ].join('\n\n'),
    html: await renderEmailHtml(createElement(BookingRefundEmail, { data })),
  };
}

export type TGiftCardMailData = {
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  to: string;
  name: string;
  lang: 'da' | 'en';
  amount: number;
  /** The greeting on the cards ('' for none), repeated so the buyer sees what the cards say. */
  recipientName: string;
  message: string;
  codes: string[];
  expireAt: Date;
  /** Where to find a table to use the cards on (the front page), absolute with PUBLIC_URL. */
  bookUrl: string;
  /** The order's confirmation page, where the codes are shown too. */
  confirmationUrl: string;
};

/** The codes of a paid gift-card order, each in a box, with the way to a table. */
export async function giftCardsMail(data: TGiftCardMailData): Promise<TMail> {
  const copy = giftCardsCopy(data);
  return {
    dedupeKey: `giftcard-codes:${data.orderId}`,
    kind: 'giftcard-codes',
    to: data.to,
    subject: copy.subject,
    // One paragraph per code between the intro and one closing paragraph: readers of the codes
    // (the e2e journeys) take the paragraphs between the second and the last.
    text: [
      copy.greeting,
      [copy.intro, ...giftCardGreeting(data)].join('\n'),
      ...data.codes,
      [copy.use, `${copy.book}: ${data.bookUrl}`, `${copy.confirmation}: ${data.confirmationUrl}`].join('\n'),
    ].join('\n\n'),
    html: await renderEmailHtml(createElement(GiftCardsEmail, { data })),
  };
}
