import fp from 'fastify-plugin';

import { makeDueRefunds } from '../../services/payments/due-refunds.ts';
import { startPollingWorker } from './polling-worker.ts';

/** Tries of one refund after which each further refusal is logged at error level. */
const ATTEMPTS_BEFORE_ALARM = 5;

/**
 * The refund worker (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md): a refund is asked of the
 * gateway right after the transaction that decided it; one the gateway did not make then (it was
 * down, or the process stopped in between) stays `refund_due`, and every process looks for such
 * refunds every REFUND_POLL_MS and asks again, each payment row claimed with SKIP LOCKED. The
 * first round runs at once, for refunds left by a process that stopped. Never given up: after
 * a few refusals each one is logged at error level, for an operator to look at the gateway.
 */
export default fp(
  function refundWorkerPlugin(app, _options, done) {
    const { config, orderDeps } = app;
    startPollingWorker(app, {
      intervalMs: config.REFUND_POLL_MS,
      isFirstRoundAtOnce: true,
      round: async () => {
        try {
          const { refunded } = await makeDueRefunds(app.db, {
            provider: orderDeps.provider,
            now: app.clock.now(),
            retryBaseMs: config.REFUND_RETRY_BASE_MS,
            onFailure: ({ paymentId, attempts, error }) => {
              const line = { paymentId, attempts, err: error };
              if (attempts >= ATTEMPTS_BEFORE_ALARM) app.log.error(line, 'refund: gateway refused again');
              else app.log.warn(line, 'refund: gateway refused; tried again later');
            },
          });
          if (refunded > 0) app.log.info({ refunded }, 'refund: due refunds made');
        } catch (error) {
          // The database may be briefly away (restart, failover): the next round tries again.
          app.log.warn({ err: error }, 'refund: round failed');
        }
      },
    });
    done();
  },
  { name: 'refund-worker', dependencies: ['context', 'order-deps'] },
);
