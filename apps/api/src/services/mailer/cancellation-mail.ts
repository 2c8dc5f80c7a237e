import { formatMoney } from '@tredjedel/domain';

import type { TMail } from './mailer.ts';
import { paragraphsMail } from './templates.ts';

export type TBookingCancellationMailData = {
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  to: string;
  name: string;
  lang: 'da' | 'en';
  placeName: string;
  date: string;
  time: string;
  numPerson: number;
  /** Øre given back to the card; 0 when gift codes paid it all. */
  refunded: number;
  /** Gift codes that paid for the booking and can be used again. */
  giftcodes: string[];
  bookAgainUrl: string;
};

/** The guest cancelled before the cut-off (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md). */
export function bookingCancellationMail(data: TBookingCancellationMailData): TMail {
  const isEnglish = data.lang === 'en';
  const time = data.time.slice(0, 5);
  const amount = formatMoney(data.refunded, data.lang);
  const codes = data.giftcodes.join(', ');
  const subject = isEnglish
    ? `Your booking is cancelled – order ${data.reference}`
    : `Din booking er afbestilt – ordre ${data.reference}`;
  const lines = isEnglish
    ? [
        `Hi ${data.name},`,
        `Your table for ${data.numPerson} at ${data.placeName} on ${data.date} at ${time} is cancelled.`,
        ...(data.refunded > 0 ? [`We are refunding ${amount} to your card.`] : []),
        ...(codes ? [`Your gift codes can be used again: ${codes}.`] : []),
        `Order reference: ${data.reference}.`,
        `Book another table: ${data.bookAgainUrl}`,
      ]
    : [
        `Hej ${data.name},`,
        `Dit bord til ${data.numPerson} hos ${data.placeName} den ${data.date} kl. ${time} er afbestilt.`,
        ...(data.refunded > 0 ? [`Vi tilbagefører ${amount} til dit kort.`] : []),
        ...(codes ? [`Dine gavekoder kan bruges igen: ${codes}.`] : []),
        `Ordrenummer: ${data.reference}.`,
        `Book et andet bord: ${data.bookAgainUrl}`,
      ];
  return paragraphsMail({
    dedupeKey: `booking-cancellation:${data.orderId}`,
    kind: 'booking-cancellation',
    to: data.to,
    subject,
    lang: data.lang,
    lines,
  });
}
