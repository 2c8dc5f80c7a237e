import { formatMoney, getServiceDate, serializeJsonLd } from '@tredjedel/domain';

import type { TMail } from './mailer.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `jsonLd`: schema.org data in the head, which mail clients read to show e.g. a reservation card. */
function page(lang: 'da' | 'en', title: string, paragraphs: string[], jsonLd?: unknown): string {
  const data =
    jsonLd === undefined ? '' : `<script type="application/ld+json">${serializeJsonLd(jsonLd)}</script>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${data}</head><body>${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
}

/** A mail of plain paragraphs: the text part joins them, the HTML part escapes each one. */
export function paragraphsMail(
  mail: Pick<TMail, 'dedupeKey' | 'kind' | 'to' | 'subject'> & {
    lang: 'da' | 'en';
    lines: string[];
    jsonLd?: unknown;
  },
): TMail {
  const { lang, lines, jsonLd, ...rest } = mail;
  return {
    ...rest,
    text: lines.join('\n\n'),
    html: page(lang, mail.subject, lines.map(escapeHtml), jsonLd),
  };
}

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
export function bookingRefundMail(data: TBookingRefundMailData): TMail {
  const isEnglish = data.lang === 'en';
  const amount = formatMoney(data.amount, data.lang);
  const subject = isEnglish
    ? `Your payment is refunded – order ${data.reference}`
    : `Din betaling tilbageføres – ordre ${data.reference}`;
  const lines = isEnglish
    ? [
        `Hi ${data.name},`,
        `We could not complete your booking at ${data.placeName}: your reservation ran out before the payment arrived, and the table went to another guest.`,
        `We are refunding ${amount} to your card. Order reference: ${data.reference}.`,
        `Other tables may still be free tonight: ${data.bookAgainUrl}`,
      ]
    : [
        `Hej ${data.name},`,
        `Vi kunne desværre ikke gennemføre din booking hos ${data.placeName}: din reservation udløb, før betalingen nåede frem, og bordet gik til en anden gæst.`,
        `Vi tilbagefører ${amount} til dit kort. Ordrenummer: ${data.reference}.`,
        `Der kan stadig være ledige borde i aften: ${data.bookAgainUrl}`,
      ];
  return paragraphsMail({
    dedupeKey: `booking-refund:${data.orderId}`,
    kind: 'booking-refund',
    to: data.to,
    subject,
    lang: data.lang,
    lines,
  });
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
};

export function giftCardsMail(data: TGiftCardMailData): TMail {
  const isEnglish = data.lang === 'en';
  const value = formatMoney(data.amount, data.lang);
  // The date in Copenhagen, as every date the guest sees (a card bought after midnight is not a day older).
  const expiry = getServiceDate(data.expireAt);
  const subject = isEnglish
    ? `Your Tredjedel gift cards – order ${data.reference}`
    : `Dine Tredjedel-gavekort – ordre ${data.reference}`;
  const intro = isEnglish
    ? [
        `Hi ${data.name},`,
        `Thank you for your order ${data.reference}. Here are your gift cards of ${value} each, valid until ${expiry}:`,
      ]
    : [
        `Hej ${data.name},`,
        `Tak for din ordre ${data.reference}. Her er dine gavekort på ${value} hver, gyldige til ${expiry}:`,
      ];
  const greeting = [
    ...(data.recipientName ? [`${isEnglish ? 'To' : 'Til'}: ${data.recipientName}`] : []),
    ...(data.message ? [`${isEnglish ? 'Message' : 'Hilsen'}: ${data.message}`] : []),
  ];
  const outro = isEnglish
    ? 'Enter a code in the gift card field when you book a table.'
    : 'Skriv koden i gavekortfeltet, når du booker et bord.';
  return {
    dedupeKey: `giftcard-codes:${data.orderId}`,
    kind: 'giftcard-codes',
    to: data.to,
    subject,
    text: [...intro, ...data.codes, ...greeting, outro].join('\n\n'),
    html: page(data.lang, subject, [
      ...intro.map(escapeHtml),
      `<ul>${data.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>`,
      // The message keeps its line breaks.
      ...greeting.map((line) => escapeHtml(line).replace(/\n/g, '<br>')),
      escapeHtml(outro),
    ]),
  };
}
