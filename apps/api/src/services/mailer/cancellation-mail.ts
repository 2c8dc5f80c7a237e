import { createElement } from 'react';

import { CancellationEmail, cancellationCopy } from './email/cancellation-email.tsx';
import { renderEmailHtml } from './email/render-email.ts';
import type { TMail } from './mailer.ts';

export type TBookingCancellationMailData = {
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  to: string;
  name: string;
  lang: 'da' | 'en';
  placeName: string;
  /** Service day (YYYY-MM-DD) and arrival (HH:MM:SS). */
  date: string;
  time: string;
  numPerson: number;
  /** Øre given back to the card; 0 when gift codes paid it all. */
  refunded: number;
  /** Gift codes that paid for the booking and can be used again. */
  giftcodes: string[];
  bookAgainUrl: string;
};

/**
 * The guest cancelled before the cut-off (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md):
 * the HTML part a React Email component, the text part the same sentences with the link written out.
 */
export async function bookingCancellationMail(data: TBookingCancellationMailData): Promise<TMail> {
  const copy = cancellationCopy(data);
  const text = [
    copy.greeting,
    copy.intro,
    ...(copy.refund ? [copy.refund] : []),
    ...(copy.codes ? [copy.codes] : []),
    copy.facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${copy.bookAgain}: ${data.bookAgainUrl}`,
  ].join('\n\n');
  return {
    dedupeKey: `booking-cancellation:${data.orderId}`,
    kind: 'booking-cancellation',
    to: data.to,
    subject: copy.subject,
    text,
    html: await renderEmailHtml(createElement(CancellationEmail, { data })),
  };
}
