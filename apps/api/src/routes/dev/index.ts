import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';

import { outboxEmails } from '../../db/schema-booking.ts';
import { escapeHtml } from '../../services/mailer/templates.ts';

const LIMIT = 50;

/**
 * The e-mail outbox for development (docs/design.md "E-mail"): the latest e-mails as a page and as JSON
 * (end-to-end tests read gift codes and confirmations from it). Not registered in production
 * unless DEV_OUTBOX=1: it shows personal data.
 */
export default function devRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  if (app.config.NODE_ENV === 'production' && app.config.DEV_OUTBOX !== '1') {
    done();
    return;
  }
  const latest = () => app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(LIMIT);

  app.get('/dev/outbox.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { data: await latest() };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(mail.to)} · <strong>Kind:</strong> ${escapeHtml(mail.kind)} · ${mail.createdAt.toISOString()} · ${mail.sentAt ? 'sent by SMTP' : 'not sent (outbox only)'}</p>
  <pre>${escapeHtml(mail.text)}</pre>
  ${mail.attachments.map((file) => `<details><summary>${escapeHtml(file.filename)}</summary><pre>${escapeHtml(file.content)}</pre></details>`).join('')}
</article>`,
      )
      .join('\n');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox – Tredjedel (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style></head>
<body><main><h1>E-mail outbox</h1><p>The latest ${LIMIT} e-mails, newest first.</p>${items || '<p>No e-mails yet.</p>'}</main></body></html>`);
  });

  done();
}
