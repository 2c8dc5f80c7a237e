import fp from 'fastify-plugin';

import type { TMailer } from '../../services/mailer/mailer.ts';
import { startPollingWorker } from './polling-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker's mailer (null without SMTP_URL: e-mails then stay in the outbox). */
    outboxMailer: TMailer | null;
  }
}

/** E-mails sent per round before the worker looks at whether it should stop. */
const BATCH = 50;

/**
 * The outbox worker (docs/decisions/0204-e-mail-outbox-templates-and-restaurant-notices.md): every process drains
 * the outbox every OUTBOX_POLL_MS, so an e-mail queued while SMTP was down goes out when it is back,
 * without waiting for the next sale. Rows are claimed with SKIP LOCKED and a lease (mailer.ts), so
 * any number of processes share the work and never send one e-mail twice; a failed send waits an
 * exponentially growing delay, and after OUTBOX_MAX_ATTEMPTS the e-mail is marked failed and
 * logged. Stops before the database closes.
 */
export default fp(
  function outboxWorkerPlugin(app, _options, done) {
    const { config } = app;
    // The one mailer of the process (plugins/app/order-deps.ts), which has SMTP when SMTP_URL is set.
    const mailer = config.SMTP_URL ? app.orderDeps.mailer : null;
    app.decorate('outboxMailer', mailer);
    if (!mailer) {
      done();
      return;
    }

    const worker: TMailer = mailer;
    // The first round runs at once: e-mails queued while the process was down go out now. The
    // app waits for a running round in preClose, while requests in flight still finish.
    startPollingWorker(app, {
      intervalMs: config.OUTBOX_POLL_MS,
      isFirstRoundAtOnce: true,
      round: async (isStopped) => {
        try {
          while (!isStopped()) {
            const sent = await worker.deliverPending(BATCH);
            if (sent > 0) app.log.debug({ sent }, 'outbox: e-mails sent');
            if (sent < BATCH) break;
          }
          for (const mail of await worker.markExhausted()) {
            app.log.error(
              { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, lastError: mail.lastError },
              'outbox: e-mail given up after its last attempt',
            );
          }
        } catch (error) {
          // The database may be briefly away (restart, failover): the next round tries again.
          app.log.warn({ err: error }, 'outbox: delivery round failed');
        }
      },
    });
    done();
  },
  { name: 'outbox-worker', dependencies: ['context', 'order-deps'] },
);
