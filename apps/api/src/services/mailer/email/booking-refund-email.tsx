import { formatMoney } from '@tredjedel/domain';

import type { TBookingRefundMailData } from '../templates.ts';
import { EmailLayout } from './email-layout.tsx';
import { ActionButton, Facts, Paragraph } from './email-parts.tsx';

/** Every sentence of the refund e-mail, shared by the HTML and the text part. */
export function bookingRefundCopy(data: TBookingRefundMailData) {
  const amount = formatMoney(data.amount, data.lang);
  return data.lang === 'en'
    ? {
        subject: `Your payment is refunded – order ${data.reference}`,
        title: 'Your payment is refunded',
        preview: `We are refunding ${amount}`,
        greeting: `Hi ${data.name},`,
        intro: `We could not complete your booking at ${data.placeName}: your reservation ran out before the payment arrived, and the table went to another guest.`,
        refund: `We are refunding ${amount} to your card.`,
        facts: [
          ['Order reference', data.reference],
          ['Refunded', amount],
        ] as const,
        bookAgain: 'Find another table tonight',
      }
    : {
        subject: `Din betaling tilbageføres – ordre ${data.reference}`,
        title: 'Din betaling tilbageføres',
        preview: `Vi tilbagefører ${amount}`,
        greeting: `Hej ${data.name},`,
        intro: `Vi kunne desværre ikke gennemføre din booking hos ${data.placeName}: din reservation udløb, før betalingen nåede frem, og bordet gik til en anden gæst.`,
        refund: `Vi tilbagefører ${amount} til dit kort.`,
        facts: [
          ['Ordrenummer', data.reference],
          ['Tilbageført', amount],
        ] as const,
        bookAgain: 'Find et andet bord i aften',
      };
}

/** A payment that came after the table was gone: the refund and the way to another table. */
export function BookingRefundEmail({ data }: { data: TBookingRefundMailData }) {
  const copy = bookingRefundCopy(data);
  return (
    <EmailLayout lang={data.lang} title={copy.title} preview={copy.preview}>
      <Paragraph>{copy.greeting}</Paragraph>
      <Paragraph>{copy.intro}</Paragraph>
      <Paragraph>{copy.refund}</Paragraph>
      <Facts rows={copy.facts} />
      <ActionButton href={data.bookAgainUrl}>{copy.bookAgain}</ActionButton>
    </EmailLayout>
  );
}
