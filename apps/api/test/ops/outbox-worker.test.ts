import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails } from '../../src/db/schema-booking.ts';
import { createMailer, createSmtpTransport } from '../../src/services/mailer/mailer.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../helper.ts';
import { internalOrderId, prepareBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import {
  holdAndStartPayment,
  paymentIdOf,
  pressOnPaymentPage,
} from '../routes/api/v4/booking/payment-flow.ts';
import { freePort, startSmtpServer, waitFor, type TSmtpTestServer } from './smtp-test-server.ts';

/**
 * The outbox worker (docs/decisions/0204-e-mail-outbox-templates-and-restaurant-notices.md): a confirmation queued while SMTP is down goes out once
 * SMTP is back, exactly once, without another sale to trigger it.
 */
describe.each(DATABASE_KINDS)('outbox worker on %s', (kind) => {
  let ctx: TTestApp;
  let smtpPort: number;
  let smtp: TSmtpTestServer | undefined;

  beforeAll(async () => {
    smtpPort = await freePort();
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: 100,
      OUTBOX_RETRY_BASE_MS: 100,
      OUTBOX_MAX_ATTEMPTS: 30,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp?.close();
  });

  it('SMTP down while a booking is paid, then up: the confirmation arrives exactly once', async () => {
    const place = await prepareBookable(ctx, 4, '20:30:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    expect(paid.statusCode).toBe(303);
    const key = `booking-confirmation:${await internalOrderId(ctx, payment.order.order_id)}`;
    const row = async () =>
      (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, key)))[0];

    // The worker keeps trying while SMTP is down, backing off.
    await waitFor('two failed attempts', async () => ((await row())?.attempts ?? 0) >= 2, 20_000);
    const whileDown = await row();
    expect(whileDown?.sentAt).toBeNull();
    expect(whileDown?.failedAt).toBeNull();
    expect(whileDown?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(smtpPort);
    const upAt = performance.now();
    const server = smtp;
    // The place's notice of the booking (ADR 0204) goes out too; this test follows the guest's.
    const toGuest = () => server.messages.filter((message) => message.raw.includes('To: anna@example.dk'));
    await waitFor('the e-mail to arrive', () => toGuest().length > 0, 30_000);
    const deliveredMs = (toGuest()[0]?.at ?? 0) - upAt;
    console.log(`[${kind}] e-mail delivered ${deliveredMs.toFixed(0)} ms after SMTP came back`);
    await waitFor('the outbox row marked sent', async () => (await row())?.sentAt instanceof Date, 10_000);

    // Several more worker rounds (and a nudge from another sale's path) send nothing again.
    await createMailer(ctx.database.db, createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`)).deliverPending();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(toGuest()).toHaveLength(1);
    expect(toGuest()[0]?.raw).toContain('text/calendar');
    expect(server.messages).toHaveLength(2);
    // Backed off exponentially: at 100 ms doubling, ten attempts already span 51 s.
    expect(deliveredMs).toBeLessThan(15_000);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS: marked failed, counted in /metrics, never sent later', async () => {
    const port = await freePort();
    const local = await buildTestApp(kind, {
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: 50,
      OUTBOX_RETRY_BASE_MS: 20,
      OUTBOX_MAX_ATTEMPTS: 3,
    });
    try {
      // Queued as any sale queues it (the worker's mailer is the app's own, not reachable from here).
      await createMailer(local.database.db, null).enqueue(local.database.db, {
        dedupeKey: 'ops-test:give-up',
        kind: 'test',
        to: 'nobody@example.dk',
        subject: 'never delivered',
        text: 'x',
        html: '<p>x</p>',
      });
      const row = async () =>
        (
          await local.database.db
            .select()
            .from(outboxEmails)
            .where(eq(outboxEmails.dedupeKey, 'ops-test:give-up'))
        )[0];
      await waitFor('the e-mail marked failed', async () => (await row())?.failedAt instanceof Date, 20_000);
      expect((await row())?.attempts).toBe(3);
      const metrics = await local.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('tredjedel_outbox_emails{state="failed"} 1');
      expect(metrics.body).toContain('tredjedel_outbox_emails{state="pending"} 0');
      // SMTP comes back: a given-up e-mail stays given up.
      const late = await startSmtpServer(port);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(late.messages).toHaveLength(0);
      expect((await row())?.sentAt).toBeNull();
      await late.close();
    } finally {
      await local.close();
    }
  });
});
