import { Column, Hr, Link, Row, Section, Text } from '@react-email/components';
import {
  CANCELLATION_CUTOFF_HOURS,
  formatMoney,
  formatServiceDay,
  formatTimeOfDay,
  getTableTimeEnd,
  type TBookingLineItem,
  type TCancellationPolicy,
  type TLocale,
} from '@tredjedel/domain';
import type { CSSProperties } from 'react';

import { EMAIL_COLORS, EmailLayout, paragraph } from './email-layout.tsx';
import { ActionButton, detail, Fact } from './email-parts.tsx';

export type TBookingMailData = {
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  to: string;
  name: string;
  lang: TLocale;
  placeName: string;
  address: string;
  /** The place's telephone, when it has given one. */
  phone: string | null;
  date: string;
  time: string;
  numPerson: number;
  /** The guest's special requests and allergies as passed to the place; '' when none. */
  specialRequests?: string;
  total: number;
  /** The order's lines as priced (menus, fee, gift codes, VAT contained, total), in `lang`. */
  lines: readonly TBookingLineItem[];
  confirmationUrl: string;
  /** The page where the guest sees and cancels the booking (ADR 0202). */
  manageUrl: string;
  /** getCancellationPolicy at the moment of confirming: a deadline already passed is said so. */
  cancellation: TCancellationPolicy;
  ics: string;
  /** The booking as schema.org JSON-LD (`buildReservationJsonLd`). */
  jsonLd?: Record<string, unknown>;
};

/** Every sentence of the confirmation in both languages, shared by the HTML and the text part. */
export function bookingConfirmationCopy(data: TBookingMailData) {
  const { lang } = data;
  const time = formatTimeOfDay(data.time, lang);
  const timeEnd = formatTimeOfDay(
    getTableTimeEnd(data.time.length === 5 ? `${data.time}:00` : data.time),
    lang,
  );
  const date = formatServiceDay(data.date, lang);
  const deadline = formatTimeOfDay(data.cancellation.deadlineTime, lang);
  const paid = formatMoney(data.total, lang);
  const hours = CANCELLATION_CUTOFF_HOURS;
  return lang === 'en'
    ? {
        subject: `Your table at ${data.placeName} – order ${data.reference}`,
        title: 'Your table is booked',
        greeting: `Hi ${data.name},`,
        intro: `Your table for ${data.numPerson} at ${data.placeName} is booked for today, ${date}, at ${time}. The table is yours until ${timeEnd}.`,
        facts: {
          place: 'Place',
          phone: 'Phone',
          date: 'Date',
          time: 'Time',
          party: 'Party',
          order: 'Order reference',
          requests: 'Special requests',
        },
        timeRange: `${time}–${timeEnd}`,
        date,
        party: `${data.numPerson} people`,
        manage: 'See or cancel your booking',
        cancel: data.cancellation.isCancellable
          ? `You can cancel free of charge and get the full amount back until ${deadline} today (${hours} hours before arrival).`
          : `This booking cannot be cancelled: it was made less than ${hours} hours before arrival (cancelling was possible until ${deadline}).`,
        receipt: 'Receipt',
        paid: `Paid: ${paid}`,
        confirmation: 'See the confirmation',
        calendar: 'The calendar file is attached.',
        preview: `Table for ${data.numPerson} at ${data.placeName} today at ${time}`,
      }
    : {
        subject: `Dit bord hos ${data.placeName} – ordre ${data.reference}`,
        title: 'Dit bord er booket',
        greeting: `Hej ${data.name},`,
        intro: `Dit bord til ${data.numPerson} hos ${data.placeName} er booket i dag, ${date}, kl. ${time}. Bordet er jeres til kl. ${timeEnd}.`,
        facts: {
          place: 'Sted',
          phone: 'Telefon',
          date: 'Dato',
          time: 'Tid',
          party: 'Antal personer',
          order: 'Ordrenummer',
          requests: 'Særlige ønsker',
        },
        timeRange: `${time}–${timeEnd}`,
        date,
        party: `${data.numPerson} personer`,
        manage: 'Se eller afbestil din booking',
        cancel: data.cancellation.isCancellable
          ? `Du kan afbestille gratis og få hele beløbet tilbage indtil kl. ${deadline} i dag (${hours} timer før ankomst).`
          : `Bookingen kan ikke afbestilles, da den er foretaget mindre end ${hours} timer før ankomst (afbestilling var mulig indtil kl. ${deadline}).`,
        receipt: 'Kvittering',
        paid: `Betalt: ${paid}`,
        confirmation: 'Se bekræftelsen',
        calendar: 'Kalenderfilen er vedhæftet.',
        preview: `Bord til ${data.numPerson} hos ${data.placeName} i dag kl. ${time}`,
      };
}

/** The lines of the receipt in the order the site shows them (apps/web order-summary.tsx). */
export const sortReceiptLines = (lines: readonly TBookingLineItem[]) =>
  [...lines].sort((a, b) => a.weight - b.weight);

export const receiptLabel = (line: TBookingLineItem) =>
  line.type === 'menu' && line.quantity ? `${line.quantity} × ${line.title}` : line.title;

/** The booking confirmation: what was booked, the manage/cancel button, the deadline, the receipt. */
export function BookingConfirmationEmail({ data }: { data: TBookingMailData }) {
  const copy = bookingConfirmationCopy(data);
  return (
    <EmailLayout lang={data.lang} title={copy.title} preview={copy.preview} jsonLd={data.jsonLd}>
      <Text style={paragraph}>{copy.greeting}</Text>
      <Text style={paragraph}>{copy.intro}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Fact label={copy.facts.place}>
          {data.placeName}, {data.address}
        </Fact>
        {data.phone ? (
          <Fact label={copy.facts.phone}>
            <Link href={`tel:${data.phone.replace(/\s+/g, '')}`} style={{ color: EMAIL_COLORS.accent }}>
              {data.phone}
            </Link>
          </Fact>
        ) : null}
        <Fact label={copy.facts.date}>{copy.date}</Fact>
        <Fact label={copy.facts.time}>{copy.timeRange}</Fact>
        <Fact label={copy.facts.party}>{copy.party}</Fact>
        <Fact label={copy.facts.order}>{data.reference}</Fact>
        {data.specialRequests ? (
          <Fact label={copy.facts.requests}>
            <span style={{ whiteSpace: 'pre-line' }}>{data.specialRequests}</span>
          </Fact>
        ) : null}
      </Section>
      <ActionButton href={data.manageUrl}>{copy.manage}</ActionButton>
      <Text style={paragraph}>{copy.cancel}</Text>
      <Hr style={{ borderColor: EMAIL_COLORS.line, margin: '16px 0' }} />
      <Text style={{ ...paragraph, fontWeight: 700 }}>{copy.receipt}</Text>
      <Section>
        {sortReceiptLines(data.lines).map((line, index) => {
          const isTotal = line.type === 'total_amount';
          const tone: CSSProperties = isTotal
            ? { fontWeight: 700 }
            : line.type === 'vat'
              ? { color: EMAIL_COLORS.muted }
              : {};
          return (
            <Row key={`${line.type}-${index}`}>
              <Column style={{ ...detail, ...tone }}>{receiptLabel(line)}</Column>
              <Column style={{ ...detail, ...tone, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount, data.lang)}
              </Column>
            </Row>
          );
        })}
      </Section>
      <Hr style={{ borderColor: EMAIL_COLORS.line, margin: '16px 0' }} />
      <Text style={paragraph}>
        <Link href={data.confirmationUrl} style={{ color: EMAIL_COLORS.accent }}>
          {copy.confirmation}
        </Link>
      </Text>
      <Text style={paragraph}>{copy.calendar}</Text>
    </EmailLayout>
  );
}
