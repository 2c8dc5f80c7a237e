import { createElement } from 'react';

import { renderEmailHtml } from './email/render-email.ts';
import {
  WaitlistEmail,
  waitlistCopy,
  type TWaitlistEmailFacts,
  type TWaitlistEmailKind,
} from './email/waitlist-email.tsx';
import type { TMail } from './mailer.ts';

export type TWaitlistMailData = TWaitlistEmailFacts & {
  entryId: number;
  to: string;
  /** Step 1 at the time, with party and time chosen. */
  bookingUrl: string;
};

export type TWaitlistJoinedMailData = TWaitlistEmailFacts & {
  entryId: number;
  to: string;
  /** The place's page. */
  placeUrl: string;
};

/**
 * One waitlist e-mail: the text part the same sentences with the links written out, and the
 * one-click unsubscribe headers (RFC 8058) when the opt-out link is absolute (ADR 0415).
 */
async function waitlistMailOf(
  kind: TWaitlistEmailKind,
  data: TWaitlistEmailFacts & { to: string },
  mail: Pick<TMail, 'dedupeKey' | 'kind'>,
  actionUrl: string,
): Promise<TMail> {
  const copy = waitlistCopy(kind, data);
  const [greeting, ...rest] = copy.lines;
  const built: TMail = {
    ...mail,
    to: data.to,
    subject: copy.subject,
    text: [
      greeting,
      rest[0],
      `${copy.action}: ${actionUrl}`,
      ...rest.slice(1),
      `${copy.optOut} ${data.optOutUrl}`,
    ]
      .filter((line) => line !== undefined)
      .join('\n\n'),
    html: await renderEmailHtml(createElement(WaitlistEmail, { kind, data, actionUrl })),
  };
  // Mail programs offer their own unsubscribe button for an absolute address (RFC 8058 wants https).
  if (!/^https?:\/\//.test(data.optOutUrl)) return built;
  return {
    ...built,
    headers: {
      'List-Unsubscribe': `<${data.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The one e-mail of a waitlist entry (docs/decisions/0415-waitlist-for-a-sold-out-time.md): a
 * table for the party is free now, with a link into step 1 at that time. Keyed by the entry, so it
 * is queued once whatever happens.
 */
export function waitlistMail(data: TWaitlistMailData): Promise<TMail> {
  return waitlistMailOf(
    'table-free',
    data,
    { dedupeKey: `waitlist:${data.entryId}`, kind: 'waitlist-table-free' },
    data.bookingUrl,
  );
}

/** The sign-up's confirmation (ADR 0415): sent once per new entry, counted toward the daily cap. */
export function waitlistJoinedMail(data: TWaitlistJoinedMailData): Promise<TMail> {
  return waitlistMailOf(
    'joined',
    data,
    { dedupeKey: `waitlist-joined:${data.entryId}`, kind: 'waitlist-joined' },
    data.placeUrl,
  );
}
