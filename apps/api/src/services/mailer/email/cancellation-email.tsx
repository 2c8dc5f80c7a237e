import { formatMoney, formatServiceDay, formatTimeOfDay } from '@tredjedel/domain';

import type { TBookingCancellationMailData } from '../cancellation-mail.ts';
import { EmailLayout } from './email-layout.tsx';
import { ActionButton, Facts, Paragraph } from './email-parts.tsx';

/** Every sentence of the cancellation, shared by the HTML and the text part. */
export function cancellationCopy(data: TBookingCancellationMailData) {
  const { lang } = data;
  const time = formatTimeOfDay(data.time, lang);
  const date = formatServiceDay(data.date, lang);
  const amount = formatMoney(data.refunded, lang);
  const codes = data.giftcodes.join(', ');
  return lang === 'en'
    ? {
        subject: `Your booking is cancelled – order ${data.reference}`,
        title: 'Your booking is cancelled',
        preview: `Your table at ${data.placeName} on ${date} is cancelled`,
        greeting: `Hi ${data.name},`,
        intro: `Your table for ${data.numPerson} at ${data.placeName} on ${date} at ${time} is cancelled.`,
        refund: data.refunded > 0 ? `We are refunding ${amount} to your card.` : null,
        codes: codes ? `Your gift codes can be used again: ${codes}.` : null,
        facts: [
          ['Place', data.placeName],
          ['Date', date],
          ['Time', time],
          ['Party', `${data.numPerson} people`],
          ['Order reference', data.reference],
          ...(data.refunded > 0 ? [['Refunded', amount] as const] : []),
        ] as const,
        bookAgain: 'Book another table',
      }
    : {
        subject: `Din booking er afbestilt – ordre ${data.reference}`,
        title: 'Din booking er afbestilt',
        preview: `Dit bord hos ${data.placeName} den ${date} er afbestilt`,
        greeting: `Hej ${data.name},`,
        intro: `Dit bord til ${data.numPerson} hos ${data.placeName} den ${date} kl. ${time} er afbestilt.`,
        refund: data.refunded > 0 ? `Vi tilbagefører ${amount} til dit kort.` : null,
        codes: codes ? `Dine gavekoder kan bruges igen: ${codes}.` : null,
        facts: [
          ['Sted', data.placeName],
          ['Dato', date],
          ['Tid', time],
          ['Antal personer', `${data.numPerson} personer`],
          ['Ordrenummer', data.reference],
          ...(data.refunded > 0 ? [['Tilbageført', amount] as const] : []),
        ] as const,
        bookAgain: 'Book et andet bord',
      };
}

/** The guest's cancellation: what was cancelled, the refund, and a way to book again. */
export function CancellationEmail({ data }: { data: TBookingCancellationMailData }) {
  const copy = cancellationCopy(data);
  return (
    <EmailLayout lang={data.lang} title={copy.title} preview={copy.preview}>
      <Paragraph>{copy.greeting}</Paragraph>
      <Paragraph>{copy.intro}</Paragraph>
      {copy.refund ? <Paragraph>{copy.refund}</Paragraph> : null}
      {copy.codes ? <Paragraph>{copy.codes}</Paragraph> : null}
      <Facts rows={copy.facts} />
      <ActionButton href={data.bookAgainUrl}>{copy.bookAgain}</ActionButton>
    </EmailLayout>
  );
}
