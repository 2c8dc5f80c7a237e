import { formatTimeOfDay, type TLocale } from '@tredjedel/domain';

import { EmailLayout } from './email-layout.tsx';
import { ActionButton, Paragraph, SmallPrint, TextLink } from './email-parts.tsx';

/** What both waitlist e-mails say about one entry (docs/decisions/0415-waitlist-for-a-sold-out-time.md). */
export type TWaitlistEmailFacts = {
  lang: TLocale;
  placeName: string;
  /** Arrival, HH:MM:SS. */
  time: string;
  party: number;
  /** One click removes the address from every waitlist and stops these e-mails. */
  optOutUrl: string;
};

export type TWaitlistEmailKind = 'joined' | 'table-free';

/** Every sentence of the two waitlist e-mails, shared by the HTML and the text part. */
export function waitlistCopy(kind: TWaitlistEmailKind, data: TWaitlistEmailFacts) {
  const time = formatTimeOfDay(data.time, data.lang);
  const { party, placeName } = data;
  if (data.lang === 'en') {
    const optOut = {
      optOut: 'No more waitlist e-mails? Take your address off every waitlist with one click:',
      optOutLink: 'Remove me from all waitlists',
    };
    return kind === 'joined'
      ? {
          subject: `You are on the waitlist at ${placeName} for ${time}`,
          title: 'You are on the waitlist',
          preview: `We will e-mail you once if a table for ${party} frees up at ${time}`,
          lines: [
            'Hi,',
            `You are on the waitlist for a table for ${party} at ${placeName} today at ${time}. If a table frees up, we send you one e-mail, and whoever books first gets it.`,
            'Your address is deleted when the time has passed.',
          ],
          action: `See ${placeName}`,
          ...optOut,
        }
      : {
          subject: `A table for ${party} at ${placeName} is free at ${time}`,
          title: 'A table is free',
          preview: `Book the table for ${party} at ${time} before someone else does`,
          lines: [
            'Hi,',
            `A table for ${party} at ${placeName} today at ${time} has just come free. Others may be told too, so book soon if you want it.`,
            'This is the only e-mail we send about this time. Your address is deleted when the time has passed.',
          ],
          action: 'Book the table',
          ...optOut,
        };
  }
  const optOut = {
    optOut: 'Ingen flere e-mails fra ventelister? Fjern din adresse fra alle ventelister med ét klik:',
    optOutLink: 'Fjern mig fra alle ventelister',
  };
  return kind === 'joined'
    ? {
        subject: `Du står på ventelisten hos ${placeName} kl. ${time}`,
        title: 'Du står på ventelisten',
        preview: `Vi skriver én gang, hvis et bord til ${party} bliver ledigt kl. ${time}`,
        lines: [
          'Hej,',
          `Du står på ventelisten til et bord til ${party} hos ${placeName} i dag kl. ${time}. Bliver et bord ledigt, sender vi dig én e-mail, og den, der booker først, får bordet.`,
          'Din adresse slettes, når tidspunktet er passeret.',
        ],
        action: `Se ${placeName}`,
        ...optOut,
      }
    : {
        subject: `Et bord til ${party} hos ${placeName} er ledigt kl. ${time}`,
        title: 'Et bord er ledigt',
        preview: `Book bordet til ${party} kl. ${time}, før andre gør det`,
        lines: [
          'Hej,',
          `Et bord til ${party} hos ${placeName} i dag kl. ${time} er lige blevet ledigt. Andre kan også få besked, så book snart, hvis du vil have det.`,
          'Det er den eneste e-mail, vi sender om dette tidspunkt. Din adresse slettes, når tidspunktet er passeret.',
        ],
        action: 'Book bordet',
        ...optOut,
      };
}

/** A waitlist e-mail: what it is about, its one action as a button, and the one-click way out. */
export function WaitlistEmail({
  kind,
  data,
  actionUrl,
}: {
  kind: TWaitlistEmailKind;
  data: TWaitlistEmailFacts;
  actionUrl: string;
}) {
  const copy = waitlistCopy(kind, data);
  return (
    <EmailLayout lang={data.lang} title={copy.title} preview={copy.preview}>
      {copy.lines.slice(0, 2).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <ActionButton href={actionUrl}>{copy.action}</ActionButton>
      {copy.lines.slice(2).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <SmallPrint>
        {copy.optOut} <TextLink href={data.optOutUrl}>{copy.optOutLink}</TextLink>
      </SmallPrint>
    </EmailLayout>
  );
}
