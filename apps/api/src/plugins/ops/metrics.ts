import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests can run several side by side). */
    metrics: Registry;
    /**
     * Counts an answer given before Fastify (the shared-page front, docs/decisions/0006-page-caching-shared-pages-answered-once.md): in the
     * request durations as Fastify's own answers are, and in the front's own counter.
     */
    observeFrontAnswer(method: string, route: string, statusCode: number, seconds: number): void;
    /**
     * Counts a computation of something kept for every visitor (page-host/shared-page-store.ts): a page
     * rendered, a page of one order rendered (`flow`), or an API answer computed; answers from what was kept
     * are not counted, so requests over computations is how well the stores work.
     */
    countSharedComputation(kind: 'page' | 'flow' | 'answer'): void;
  }
  interface FastifyRequest {
    /** The code of the error the answer carries (HttpError's `code`), for metric labels. */
    errorCode?: string;
    /**
     * What a route that settles a payment made of it (paid, declined, refunded, refund_due,
     * replayed, bad_signature, error), for the payments metric: set by builtin-gateway/gateway-routes.ts.
     */
    paymentOutcome?: string;
  }
}

const HOLD_ROUTE = '/api/v4/booking/:id/hold';
const PAYMENT_START_ROUTES = new Set(['/api/v4/booking/:id/payment', '/api/v4/giftcard/payment']);

/** The route pattern (`/api/v4/products/:idOrSlug`), never the raw URL: bounded label values. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}

/**
 * Prometheus metrics at `/metrics` (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md), counted
 * from hooks so no service has to know about them: request durations by route pattern and status,
 * holds made and refused (by status and error code), payments by outcome (starts, and each
 * verdict the built-in gateway settles, from request.paymentOutcome), and the outbox's depth and
 * the refunds due, read from the database when scraped. Per process: Prometheus scrapes each one
 * and sums.
 */
export default fp(
  function metricsPlugin(app, _options, done) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', registry);

    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const holds = new Counter({
      name: 'tredjedel_holds_total',
      help: 'Hold requests: made, or refused with their status and error code',
      labelNames: ['outcome', 'status_code', 'reason'] as const,
      registers: [registry],
    });
    const payments = new Counter({
      name: 'tredjedel_payments_total',
      help: 'Payments by outcome: started, refused start, and verdicts settled by the built-in gateway (paid, declined, refunded, refund_due, replayed, bad_signature, error)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'tredjedel_outbox_emails',
      help: 'E-mails in the outbox: pending (not yet sent) and failed (given up)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const result = await app.db.execute(
          sql`select count(*) filter (where sent_at is null and failed_at is null)::int as pending,
                     count(*) filter (where failed_at is not null)::int as failed
                from outbox_emails`,
        );
        const row = (result as { rows: { pending?: unknown; failed?: unknown }[] }).rows[0];
        this.set({ state: 'pending' }, Number(row?.pending ?? 0));
        this.set({ state: 'failed' }, Number(row?.failed ?? 0));
      },
    });
    new Gauge({
      name: 'tredjedel_refunds_due',
      help: 'Payments to be given back that the gateway has not refunded yet (ADR 0202); retried until made',
      registers: [registry],
      async collect() {
        const result = await app.db.execute(
          sql`select count(*)::int as due from payments where status = 'refund_due'`,
        );
        const row = (result as { rows: { due?: unknown }[] }).rows[0];
        this.set(Number(row?.due ?? 0));
      },
    });

    // The front answers tens of thousands a second: its answers are counted in plain numbers by
    // status and added to the counter when it is read; durations go to children whose labels are
    // checked once.
    const frontCounts = new Map<number, { counted: number; answered: number }>();
    new Counter({
      name: 'tredjedel_page_front_answers_total',
      help: 'Shared pages answered from memory before Fastify (ADR 0006), by status',
      labelNames: ['status_code'] as const,
      registers: [registry],
      collect() {
        for (const [statusCode, count] of frontCounts) {
          if (count.answered === count.counted) continue;
          this.inc({ status_code: String(statusCode) }, count.answered - count.counted);
          count.counted = count.answered;
        }
      },
    });
    const frontDurations = new Map<string, { observe(seconds: number): void }>();
    app.decorate(
      'observeFrontAnswer',
      (method: string, route: string, statusCode: number, seconds: number) => {
        const key = `${method} ${route} ${statusCode}`;
        let duration = frontDurations.get(key);
        if (!duration) {
          duration = durations.labels({ method, route, status_code: String(statusCode) });
          frontDurations.set(key, duration);
        }
        duration.observe(seconds);
        let count = frontCounts.get(statusCode);
        if (!count) frontCounts.set(statusCode, (count = { counted: 0, answered: 0 }));
        count.answered += 1;
      },
    );

    const computations = new Counter({
      name: 'tredjedel_shared_computations_total',
      help: 'Pages rendered (flow: pages of one order) and API answers computed to be kept for a moment, by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    app.decorate('countSharedComputation', (kind: 'page' | 'flow' | 'answer') => computations.inc({ kind }));

    app.addHook('onError', (request, _reply, error, next) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') request.errorCode = code.slice(0, 40);
      next();
    });

    app.addHook('onResponse', (request, reply, next) => {
      const route = routeOf(request);
      const status = reply.statusCode;
      durations.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      if (request.method === 'POST' && route === HOLD_ROUTE) {
        holds.inc({
          outcome: status === 200 ? 'made' : 'refused',
          status_code: String(status),
          reason: status === 200 ? '' : (request.errorCode ?? 'other'),
        });
      } else if (request.method === 'POST' && PAYMENT_START_ROUTES.has(route)) {
        payments.inc({ outcome: status === 200 ? 'started' : 'start_refused' });
      }
      if (request.paymentOutcome !== undefined) payments.inc({ outcome: request.paymentOutcome });
      next();
    });

    app.get('/metrics', async (_request, reply) => {
      const body = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
    done();
  },
  { name: 'metrics', dependencies: ['context'] },
);
