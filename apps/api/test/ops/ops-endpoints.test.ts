import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import app, { serverOptions } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { holdBody, prepareBookable, send } from '../routes/api/v4/booking/booking-fixtures.ts';
import {
  holdAndStartPayment,
  paymentIdOf,
  pressOnPaymentPage,
  sendCallback,
} from '../routes/api/v4/booking/payment-flow.ts';

/** The value of one sample line of the Prometheus text format, 0 when absent. */
function sample(body: string, line: string): number {
  const found = body.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe.each(DATABASE_KINDS)('/healthz, /readyz and /metrics on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'silent' });
  });
  afterAll(() => ctx.close());

  it('/healthz and /readyz answer 200 on a migrated database, never cached', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/metrics: durations by route pattern, holds made and refused, payments by outcome, outbox depth', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/v4/products/1' });
    await ctx.app.inject({ method: 'GET', url: '/api/v4/products/2' });
    const place = await prepareBookable(ctx, 2, '21:00:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    // The table is taken: the next visitor is refused.
    const refused = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/hold`,
      holdBody(place, 2),
      {
        remoteAddress: '10.9.0.1',
      },
    );
    expect(refused.statusCode).toBe(409);
    await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    // A replay of the same callback, and one with a bad signature.
    const body = {
      payment_id: paymentIdOf(payment.payment_link),
      status: 'paid',
      amount: payment.order.total,
    };
    expect((await sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, body)).statusCode).toBe(200);
    expect((await sendCallback(ctx.app, 'not-the-secret-at-all', body)).statusCode).toBe(403);

    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    // One series for both product ids: the pattern, not the raw URL.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v4/products/:productId",status_code="200"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('route="/api/v4/products/1"');
    expect(
      sample(text, 'tredjedel_holds_total{outcome="made",status_code="200",reason=""}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tredjedel_holds_total{outcome="refused",status_code="409",reason="conflict"}')).toBe(
      1,
    );
    expect(sample(text, 'tredjedel_payments_total{outcome="started"}')).toBe(1);
    expect(sample(text, 'tredjedel_payments_total{outcome="paid"}')).toBe(1);
    expect(sample(text, 'tredjedel_payments_total{outcome="replayed"}')).toBe(1);
    expect(sample(text, 'tredjedel_payments_total{outcome="bad_signature"}')).toBe(1);
    // Without SMTP the confirmation stays in the outbox: it is the depth.
    expect(sample(text, 'tredjedel_outbox_emails{state="pending"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('/readyz answers 503 when the database cannot serve', () => {
  it('on a database without the migrations, and after the database is gone', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const config = testConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/web-dist' });
    const fastify = Fastify(serverOptions(config));
    await fastify.register(app, { config, clock: fixedClock(TEST_NOW), db: database.db });
    await fastify.ready();
    try {
      const unmigrated = await fastify.inject({ method: 'GET', url: '/readyz' });
      expect(unmigrated.statusCode).toBe(503);
      expect(unmigrated.json()).toEqual({ status: 'unavailable', database: 'migrations pending' });
      expect((await fastify.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await database.migrate();
      expect((await fastify.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await database.close();
      const gone = await fastify.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await fastify.close();
      await database.close().catch(() => undefined);
    }
  });
});
