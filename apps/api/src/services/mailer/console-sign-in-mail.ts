import type { TLocale } from '@tredjedel/domain';
import { SIGN_IN_LINK_TTL_MINUTES } from '@tredjedel/domain';

import type { TMail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

const TEXTS: Record<TLocale, { subject: string; intro: string; button: string; outro: string }> = {
  da: {
    subject: 'Log ind på Tredjedels konsol',
    intro: `Klik på linket for at logge ind. Det virker én gang og i ${SIGN_IN_LINK_TTL_MINUTES} minutter.`,
    button: 'Log ind',
    outro: 'Har du ikke bedt om at logge ind, kan du se bort fra denne e-mail.',
  },
  en: {
    subject: 'Sign in to the Tredjedel console',
    intro: `Follow the link to sign in. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
    button: 'Sign in',
    outro: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
};

const INVITED: Record<TLocale, (place: string) => { subject: string; intro: string; outro: string }> = {
  da: (place) => ({
    subject: `Du er inviteret til ${place} på Tredjedel`,
    intro: `Du er inviteret til at bruge konsollen for ${place} på Tredjedel: stedets borde, tider og bookinger. Klik på linket for at logge ind. Det virker én gang og i ${SIGN_IN_LINK_TTL_MINUTES} minutter.`,
    outro: 'Er linket udløbet, kan du bede om et nyt på siden, hvor du logger ind, med denne e-mailadresse.',
  }),
  en: (place) => ({
    subject: `You are invited to ${place} on Tredjedel`,
    intro: `You are invited to use the console of ${place} on Tredjedel: the place's tables, times and bookings. Follow the link to sign in. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
    outro: 'If the link has expired, ask for a new one on the sign-in page with this e-mail address.',
  }),
};

/**
 * The single-use sign-in link (docs/decisions/0500-restaurants-console.md); `invitedTo` (a place's
 * name) words it as the invitation to that place, with the same link.
 */
export function consoleSignInMail(data: {
  to: string;
  url: string;
  lang: TLocale;
  tokenHash: string;
  invitedTo?: string;
}): TMail {
  const text = data.invitedTo
    ? { ...TEXTS[data.lang], ...INVITED[data.lang](data.invitedTo) }
    : TEXTS[data.lang];
  return {
    dedupeKey: `console-sign-in:${data.tokenHash}`,
    kind: data.invitedTo ? 'console-invitation' : 'console-sign-in',
    to: data.to,
    subject: text.subject,
    text: [text.intro, data.url, text.outro].join('\n\n'),
    html: `<!doctype html><html lang="${data.lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head><body><p>${escapeHtml(text.intro)}</p><p><a href="${escapeHtml(data.url)}">${escapeHtml(text.button)}</a></p><p>${escapeHtml(text.outro)}</p></body></html>`,
  };
}
