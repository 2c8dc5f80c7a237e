import { Section, Text } from '@react-email/components';
import { formatInstantDate, formatMoney } from '@tredjedel/domain';
import { Fragment, type CSSProperties } from 'react';

import type { TGiftCardMailData } from '../templates.ts';
import { EMAIL_COLORS, EmailLayout } from './email-layout.tsx';
import { ActionButton, Paragraph, TextLink } from './email-parts.tsx';

const codeBox: CSSProperties = {
  border: `1px dashed ${EMAIL_COLORS.accent}`,
  borderRadius: '6px',
  fontFamily: 'Menlo, Consolas, monospace',
  fontSize: '18px',
  fontWeight: 700,
  letterSpacing: '1px',
  margin: '0 0 8px',
  padding: '10px 12px',
  textAlign: 'center',
};

/** Every sentence of the gift-card e-mail, shared by the HTML and the text part. */
export function giftCardsCopy(data: TGiftCardMailData) {
  const { lang } = data;
  const value = formatMoney(data.amount, lang);
  // The date in Copenhagen, as every date the guest sees (a card bought after midnight is not a day older).
  const expiry = formatInstantDate(data.expireAt, lang);
  const count = data.codes.length;
  return lang === 'en'
    ? {
        subject: `Your Tredjedel gift cards – order ${data.reference}`,
        title: count === 1 ? 'Your gift card' : 'Your gift cards',
        preview: `${count} × ${value}, valid until ${expiry}`,
        greeting: `Hi ${data.name},`,
        intro: `Thank you for your order ${data.reference}. Here ${count === 1 ? 'is your gift card' : `are your ${count} gift cards`} of ${value}${count === 1 ? '' : ' each'}, valid until ${expiry}:`,
        use: 'Enter a code in the gift card field when you book a table. What a booking does not use stays on the card.',
        book: 'Find a table',
        confirmation: 'See the order',
      }
    : {
        subject: `Dine Tredjedel-gavekort – ordre ${data.reference}`,
        title: count === 1 ? 'Dit gavekort' : 'Dine gavekort',
        preview: `${count} × ${value}, gyldige til ${expiry}`,
        greeting: `Hej ${data.name},`,
        intro: `Tak for din ordre ${data.reference}. Her ${count === 1 ? 'er dit gavekort' : `er dine ${count} gavekort`} på ${value}${count === 1 ? '' : ' hver'}, gyldig${count === 1 ? '' : 'e'} til ${expiry}:`,
        use: 'Skriv koden i gavekortfeltet, når du booker et bord. Det, en booking ikke bruger, bliver på kortet.',
        book: 'Find et bord',
        confirmation: 'Se ordren',
      };
}

/**
 * The greeting the buyer wrote on the cards ("Til: …", "Hilsen: …"), one line each; the message
 * keeps its own line breaks (never a blank line, which would end the text part's paragraph).
 */
export function giftCardGreeting(data: TGiftCardMailData): string[] {
  const isEnglish = data.lang === 'en';
  return [
    ...(data.recipientName ? [`${isEnglish ? 'To' : 'Til'}: ${data.recipientName}`] : []),
    ...(data.message
      ? [`${isEnglish ? 'Message' : 'Hilsen'}: ${data.message.replace(/\n{2,}/g, '\n')}`]
      : []),
  ];
}

/** The bought gift cards: each code in a box, how to use them, and the way to a table. */
export function GiftCardsEmail({ data }: { data: TGiftCardMailData }) {
  const copy = giftCardsCopy(data);
  return (
    <EmailLayout lang={data.lang} title={copy.title} preview={copy.preview}>
      <Paragraph>{copy.greeting}</Paragraph>
      <Paragraph>{copy.intro}</Paragraph>
      {giftCardGreeting(data).map((line) => (
        <Paragraph key={line}>
          {line.split('\n').map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {part}
            </Fragment>
          ))}
        </Paragraph>
      ))}
      <Section style={{ margin: '4px 0 12px' }}>
        {data.codes.map((code) => (
          <Text key={code} style={codeBox}>
            {code}
          </Text>
        ))}
      </Section>
      <Paragraph>{copy.use}</Paragraph>
      <ActionButton href={data.bookUrl}>{copy.book}</ActionButton>
      <Paragraph>
        <TextLink href={data.confirmationUrl}>{copy.confirmation}</TextLink>
      </Paragraph>
    </EmailLayout>
  );
}
