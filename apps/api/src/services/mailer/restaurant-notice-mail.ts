import type { TMail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

/** A booking made or given up; the cancellation flow sends `cancelled` (ADR 0204). */
export type TRestaurantNoticeKind = 'booked' | 'cancelled';

export type TRestaurantNoticeData = {
  kind: TRestaurantNoticeKind;
  orderId: number;
  /** The public order reference shown to people (ADR 0255); `orderId` only keys the e-mail. */
  reference: string;
  /** The place's contact address. */
  to: string;
  placeName: string;
  /** Service day (YYYY-MM-DD) and arrival (HH:MM:SS), Copenhagen wall clock. */
  date: string;
  time: string;
  numPerson: number;
  /** Menu names in Danish with how many of the party take each. */
  menus: { name: string; count: number }[];
  guestName: string;
  guestPhone: string;
  /** The signed link to the day's list of bookings (absolute when PUBLIC_URL is set). */
  dailyListUrl: string;
};

const HEADING: Record<TRestaurantNoticeKind, string> = {
  booked: 'Ny booking',
  cancelled: 'Booking annulleret',
};

/** The short Danish e-mail a place gets for each booking made or cancelled through Tredjedel. */
export function restaurantNoticeMail(data: TRestaurantNoticeData): TMail {
  const time = data.time.slice(0, 5);
  const subject = `${HEADING[data.kind]}: ${data.numPerson} pers. ${data.date} kl. ${time} – ordre ${data.reference}`;
  const facts: [string, string][] = [
    ['Ordrenummer', data.reference],
    ['Dato og tid', `${data.date} kl. ${time}`],
    ['Antal personer', String(data.numPerson)],
    ['Menuer', data.menus.map((menu) => `${menu.count} × ${menu.name}`).join(', ') || '–'],
    ['Gæst', data.guestName],
    ['Telefon', data.guestPhone],
  ];
  const intro =
    data.kind === 'booked'
      ? `${data.placeName} har fået en ny booking gennem Tredjedel. Bordet er betalt.`
      : `En booking hos ${data.placeName} gennem Tredjedel er annulleret. Bordet er frigivet.`;
  const outro = `Dagens bookinger: ${data.dailyListUrl}`;
  return {
    dedupeKey: `restaurant-${data.kind}:${data.orderId}`,
    kind: `restaurant-${data.kind}`,
    to: data.to,
    subject,
    text: [intro, facts.map(([label, value]) => `${label}: ${value}`).join('\n'), outro].join('\n\n'),
    html: `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(intro)}</p><table>${facts
      .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
      .join(
        '',
      )}</table><p><a href="${escapeHtml(data.dailyListUrl)}">Se dagens bookinger</a></p></body></html>`,
  };
}
