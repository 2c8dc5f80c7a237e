import type { TPartnerApplicationRequest } from '@tredjedel/domain';

import type { TMail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

/**
 * A partner application, to the operator's mailbox (config OPERATOR_EMAIL): in Danish, the
 * company's own language; the console lists the same application with its invite button
 * (docs/decisions/0500-restaurants-console.md). Reply-to is the applicant, so answering reaches them.
 */
export function partnerApplicationMail(data: {
  to: string;
  applicationId: number;
  application: TPartnerApplicationRequest;
  consoleUrl: string;
}): TMail {
  const a = data.application;
  const lines: [string, string][] = [
    ['Sted', a.place_name],
    ['Adresse', a.address],
    ['By', a.city],
    ['Kontakt', a.contact_name],
    ['E-mail', a.email],
    ['Telefon', a.phone],
    ['Sprog', a.lang],
    ['Besked', a.message || '–'],
  ];
  const subject = `Ny partneransøgning: ${a.place_name} (${a.city})`;
  return {
    dedupeKey: `partner-application:${data.applicationId}`,
    kind: 'partner-application',
    to: data.to,
    subject,
    headers: { 'Reply-To': a.email },
    text: [
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      `Inviter stedet i konsollen: ${data.consoleUrl}`,
    ].join('\n'),
    html: `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1><dl>${lines
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join(
        '',
      )}</dl><p><a href="${escapeHtml(data.consoleUrl)}">Inviter stedet i konsollen</a></p></body></html>`,
  };
}
