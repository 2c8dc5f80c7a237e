import { Section, Text } from '@react-email/components';
import { formatServiceDay, formatTimeOfDay } from '@tredjedel/domain';
import type { CSSProperties, ReactNode } from 'react';

import type { TRestaurantNoticeData, TRestaurantNoticeKind } from '../restaurant-notice-mail.ts';
import { EMAIL_COLORS, EmailLayout } from './email-layout.tsx';
import { ActionButton, Facts, Paragraph, PhoneLink } from './email-parts.tsx';

const HEADING: Record<TRestaurantNoticeKind, string> = {
  booked: 'Ny booking',
  cancelled: 'Booking annulleret',
};

const requestsBox: CSSProperties = {
  backgroundColor: '#fff4ed',
  borderLeft: `4px solid ${EMAIL_COLORS.accent}`,
  fontSize: '15px',
  lineHeight: '22px',
  margin: '0 0 16px',
  padding: '10px 12px',
  whiteSpace: 'pre-line',
};

/**
 * Every sentence of the place's notice, in Danish (the places are Danish), shared by the HTML and
 * the text part. Special requests and allergies come first after the facts: the kitchen needs them.
 */
export function restaurantNoticeCopy(data: TRestaurantNoticeData) {
  const time = formatTimeOfDay(data.time, 'da');
  const date = formatServiceDay(data.date, 'da');
  return {
    subject: `${HEADING[data.kind]}: ${data.numPerson} pers. ${date} kl. ${time} – ordre ${data.reference}`,
    title: HEADING[data.kind],
    preview: `${data.numPerson} pers. kl. ${time}, ${data.guestName}`,
    intro:
      data.kind === 'booked'
        ? `${data.placeName} har fået en ny booking gennem Tredjedel. Bordet er betalt.`
        : `En booking hos ${data.placeName} gennem Tredjedel er annulleret. Bordet er frigivet.`,
    facts: [
      ['Ordrenummer', data.reference],
      ['Dato og tid', `${date} kl. ${time}`],
      ['Antal personer', String(data.numPerson)],
      ['Menuer', data.menus.map((menu) => `${menu.count} × ${menu.name}`).join(', ') || '–'],
      ['Gæst', data.guestName],
      ['Telefon', data.guestPhone],
    ] as const,
    requestsLabel: 'Særlige ønsker og allergier',
    list: 'Se dagens bookinger',
  };
}

/** The place's notice of one booking made or cancelled, with the button to the day's list. */
export function RestaurantNoticeEmail({ data }: { data: TRestaurantNoticeData }) {
  const copy = restaurantNoticeCopy(data);
  return (
    <EmailLayout lang="da" title={copy.title} preview={copy.preview}>
      <Paragraph>{copy.intro}</Paragraph>
      <Facts
        rows={copy.facts.map(([label, value]): [string, ReactNode] =>
          label === 'Telefon' && value ? [label, <PhoneLink key={label} phone={value} />] : [label, value],
        )}
      />
      {data.specialRequests ? (
        <Section>
          <Text style={{ fontSize: '14px', fontWeight: 700, margin: '0 0 4px' }}>{copy.requestsLabel}</Text>
          <Text style={requestsBox}>{data.specialRequests}</Text>
        </Section>
      ) : null}
      <ActionButton href={data.dailyListUrl}>{copy.list}</ActionButton>
    </EmailLayout>
  );
}
