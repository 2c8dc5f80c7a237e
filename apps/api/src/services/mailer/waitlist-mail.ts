import type { TMail } from './mailer.ts';
import { paragraphsMail } from './templates.ts';

export type TWaitlistMailData = {
  entryId: number;
  to: string;
  lang: 'da' | 'en';
  placeName: string;
  time: string;
  party: number;
  bookingUrl: string;
  /** One click removes the address from every waitlist and stops these e-mails (ADR 0415). */
  optOutUrl: string;
};

/**
 * The one e-mail of a waitlist entry (docs/decisions/0415-waitlist-for-a-sold-out-time.md): a
 * table for the party is free now, with a link into step 1 at that time. Keyed by the entry, so it
 * is queued once whatever happens.
 */
export function waitlistMail(data: TWaitlistMailData): TMail {
  const time = data.time.slice(0, 5);
  const isEnglish = data.lang === 'en';
  const subject = isEnglish
    ? `A table for ${data.party} at ${data.placeName} is free at ${time}`
    : `Et bord til ${data.party} hos ${data.placeName} er ledigt kl. ${time}`;
  const lines = isEnglish
    ? [
        'Hi,',
        `A table for ${data.party} at ${data.placeName} today at ${time} has just come free. Others may be told too, so book soon if you want it:`,
        data.bookingUrl,
        'This is the only e-mail we send about this time. Your address is deleted when the time has passed.',
        `No more waitlist e-mails? Take your address off every waitlist with one click: ${data.optOutUrl}`,
      ]
    : [
        'Hej,',
        `Et bord til ${data.party} hos ${data.placeName} i dag kl. ${time} er lige blevet ledigt. Andre kan også få besked, så book snart, hvis du vil have det:`,
        data.bookingUrl,
        'Det er den eneste e-mail, vi sender om dette tidspunkt. Din adresse slettes, når tidspunktet er passeret.',
        `Ingen flere e-mails fra ventelister? Fjern din adresse fra alle ventelister med ét klik: ${data.optOutUrl}`,
      ];
  const mail = paragraphsMail({
    dedupeKey: `waitlist:${data.entryId}`,
    kind: 'waitlist-table-free',
    to: data.to,
    subject,
    lang: data.lang,
    lines,
  });
  // Mail programs offer their own unsubscribe button for an absolute address (RFC 8058 wants https).
  if (!/^https?:\/\//.test(data.optOutUrl)) return mail;
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${data.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
