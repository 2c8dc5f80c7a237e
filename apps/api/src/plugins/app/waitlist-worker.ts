import fp from 'fastify-plugin';

import { deletePassedWaitlistEntries } from '../../services/waitlist/lapse-waitlist.ts';
import { deleteStaleRecipients } from '../../services/waitlist/recipients.ts';
import { createWaitlistNotifyDeps, notifyWaitlist } from '../../services/waitlist/notify-waitlist.ts';
import { startPollingWorker } from './polling-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the waitlist check now, for the given slots or for every slot with people waiting:
     * for a cancellation to tell the next in line at once. Resolves to how many were told.
     */
    notifyWaitlist(slotIds?: readonly number[]): Promise<number>;
  }
}

/**
 * The waitlist worker (docs/decisions/0415-waitlist-for-a-sold-out-time.md): every process checks
 * every WAITLIST_POLL_MS whether covers came back at a slot people wait for (a hold lapsed,
 * a booking was cancelled: availability is derived, so nothing announces it) and queues their
 * e-mails in the outbox, which the outbox worker sends. Slots are claimed with SKIP LOCKED, so
 * several processes never tell one freeing twice. Stops before the database closes.
 */
export default fp(
  function waitlistWorkerPlugin(app, _options, done) {
    const { config } = app;
    // The process's one mailer (plugins/app/order-deps.ts): the e-mails go to its outbox.
    const deps = createWaitlistNotifyDeps(app.db, config, app.orderDeps.mailer);
    app.decorate('notifyWaitlist', (slotIds?: readonly number[]) =>
      notifyWaitlist(deps, app.clock.now(), slotIds),
    );

    startPollingWorker(app, {
      intervalMs: config.WAITLIST_POLL_MS,
      isFirstRoundAtOnce: false,
      round: async () => {
        try {
          const now = app.clock.now();
          const told = await notifyWaitlist(deps, now);
          if (told > 0) app.log.info({ told }, 'waitlist: visitors told a table came free');
          // An entry lapses when its slot passes; its address goes at once, as promised.
          await deletePassedWaitlistEntries(app.db, now);
          // So do the day counts of the daily e-mail cap once their day is over (ADR 0415).
          await deleteStaleRecipients(app.db, now);
        } catch (error) {
          // The database may be briefly away (restart, failover): the next round tries again.
          app.log.warn({ err: error }, 'waitlist: check failed');
        }
      },
    });
    done();
  },
  { name: 'waitlist-worker', dependencies: ['context'] },
);
