import type { TLocale } from '@tredjedel/domain';
import { createElement } from 'react';

import { ConsoleSignInEmail, consoleSignInTexts } from './email/console-sign-in-email.tsx';
import { renderEmailHtml } from './email/render-email.ts';
import type { TMail } from './mailer.ts';

/**
 * The single-use sign-in link (docs/decisions/0500-restaurants-console.md); `invitedTo` (a place's
 * name) words it as the invitation to that place, with the same link.
 */
export async function consoleSignInMail(data: {
  to: string;
  url: string;
  lang: TLocale;
  tokenHash: string;
  invitedTo?: string;
}): Promise<TMail> {
  const text = consoleSignInTexts(data.lang, data.invitedTo);
  return {
    dedupeKey: `console-sign-in:${data.tokenHash}`,
    kind: data.invitedTo ? 'console-invitation' : 'console-sign-in',
    to: data.to,
    subject: text.subject,
    text: [text.intro, data.url, text.outro].join('\n\n'),
    html: await renderEmailHtml(
      createElement(ConsoleSignInEmail, {
        url: data.url,
        lang: data.lang,
        ...(data.invitedTo ? { invitedTo: data.invitedTo } : {}),
      }),
    ),
  };
}
