import { createElement } from 'react';

import { renderEmailHtml } from './email/render-email.ts';
import { RestaurantNoticeEmail, restaurantNoticeCopy } from './email/restaurant-notice-email.tsx';
import type { TMail } from './mailer.ts';
import { factLines } from './templates.ts';

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
  /** The guest's special requests and allergies, '' when none. */
  specialRequests: string;
  /** The signed link to the day's list of bookings (absolute when PUBLIC_URL is set). */
  dailyListUrl: string;
};

/** The short Danish e-mail a place gets for each booking made or cancelled through Tredjedel. */
export async function restaurantNoticeMail(data: TRestaurantNoticeData): Promise<TMail> {
  const copy = restaurantNoticeCopy(data);
  return {
    dedupeKey: `restaurant-${data.kind}:${data.orderId}`,
    kind: `restaurant-${data.kind}`,
    to: data.to,
    subject: copy.subject,
    text: [
      copy.intro,
      factLines(copy.facts),
      ...(data.specialRequests ? [`${copy.requestsLabel}:\n${data.specialRequests}`] : []),
      `${copy.list}: ${data.dailyListUrl}`,
    ].join('\n\n'),
    html: await renderEmailHtml(createElement(RestaurantNoticeEmail, { data })),
  };
}
