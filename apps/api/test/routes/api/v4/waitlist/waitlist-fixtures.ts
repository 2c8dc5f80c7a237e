import { eq } from 'drizzle-orm';
import type { TWaitlistRequestInput } from '@tredjedel/domain';
import { expect } from 'vitest';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { createMailer } from '../../../../../src/services/mailer/mailer.ts';
import {
  createWaitlistNotifyDeps,
  notifyWaitlist,
} from '../../../../../src/services/waitlist/notify-waitlist.ts';
import type { TConfig } from '../../../../../src/config.ts';
import { buildTestApp, type TTestApp } from '../../../../helper.ts';
import { holdBody, send, visitorHeaders, type TBookable } from '../booking/booking-fixtures.ts';

/**
 * An app whose waitlist job waits an hour, so each test runs the check itself (`notify` below, the
 * function the job calls); an offer lasts 15 minutes.
 */
export function buildWaitlistApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<TConfig>,
): Promise<TTestApp> {
  return buildTestApp(kind, {
    LOG_LEVEL: 'error',
    WAITLIST_POLL_MS: 3_600_000,
    WAITLIST_OFFER_MINUTES: 15,
    ...overrides,
  });
}

/**
 * What the waitlist's tests do to an app (docs/decisions/0415-waitlist-for-a-sold-out-time.md),
 * given as a getter because the app is built in `beforeAll`.
 */
export function waitlistCalls(app: () => TTestApp) {
  return {
    /** The check the job runs every WAITLIST_POLL_MS (and a cancellation may run at once). */
    notify: (slotIds?: number[]) => {
      const ctx = app();
      return notifyWaitlist(
        createWaitlistNotifyDeps(ctx.database.db, ctx.config, createMailer(ctx.database.db, null)),
        ctx.clock.now(),
        slotIds,
      );
    },

    /** A visitor (its own cookie jar `label`, from `address`) joins the place's waitlist for two. */
    join: (place: TBookable, body: Partial<TWaitlistRequestInput>, label: string, address: string) =>
      send(
        app().app,
        'POST',
        `/api/v4/booking/${place.productId}/waitlist`,
        { time: place.time, seat: 2, is_accept_terms: true, lang: 'da', ...body },
        { headers: visitorHeaders(label), remoteAddress: address },
      ),

    /** Another visitor holds every cover of the place's slot. */
    holdEverything: async (place: TBookable, covers: number, label: string, address: string) => {
      const held = await send(
        app().app,
        'POST',
        `/api/v4/booking/${place.productId}/hold`,
        holdBody(place, covers),
        { headers: visitorHeaders(label), remoteAddress: address },
      );
      expect(held.statusCode).toBe(200);
    },

    /** The waitlist e-mails queued for one address. */
    waitlistMails: async (to: string) =>
      (await app().database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).filter(
        (mail) => mail.kind === 'waitlist-table-free',
      ),
  };
}
