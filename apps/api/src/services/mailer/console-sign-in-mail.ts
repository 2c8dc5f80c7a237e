import type { TLocale } from '@tredjedel/domain';
import { createElement } from 'react';

import { CONSOLE_SIGN_IN_TEXTS, ConsoleSignInEmail } from './email/console-sign-in-email.tsx';
import { renderEmailHtml } from './email/render-email.ts';
import type { TMail } from './mailer.ts';

/** The single-use sign-in link (docs/decisions/0500-restaurants-console.md). */
export async function consoleSignInMail(data: {
  to: string;
  url: string;
  lang: TLocale;
  tokenHash: string;
}): Promise<TMail> {
  const text = CONSOLE_SIGN_IN_TEXTS[data.lang];
  return {
    dedupeKey: `console-sign-in:${data.tokenHash}`,
    kind: 'console-sign-in',
    to: data.to,
    subject: text.subject,
    text: [text.intro, data.url, text.outro].join('\n\n'),
    html: await renderEmailHtml(createElement(ConsoleSignInEmail, { url: data.url, lang: data.lang })),
  };
}
