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

/** The single-use sign-in link (docs/decisions/0500-restaurants-console.md). */
export function consoleSignInMail(data: {
  to: string;
  url: string;
  lang: TLocale;
  tokenHash: string;
}): TMail {
  const text = TEXTS[data.lang];
  return {
    dedupeKey: `console-sign-in:${data.tokenHash}`,
    kind: 'console-sign-in',
    to: data.to,
    subject: text.subject,
    text: [text.intro, data.url, text.outro].join('\n\n'),
    html: `<!doctype html><html lang="${data.lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head><body><p>${escapeHtml(text.intro)}</p><p><a href="${escapeHtml(data.url)}">${escapeHtml(text.button)}</a></p><p>${escapeHtml(text.outro)}</p></body></html>`,
  };
}
