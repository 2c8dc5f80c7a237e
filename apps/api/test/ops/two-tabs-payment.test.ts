import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HAS_POSTGRES, requirePostgresInCi } from './postgres-required.ts';
import { startRaceCluster, stopRaceCluster, type TRaceCluster } from './race-cluster.ts';
import {
  guestRequest,
  holdRequest,
  PARTY,
  prepareSlots,
  Visitor,
  type TSlotTarget,
} from './server-process.ts';

/** Two consecutive ports of the brief's range, as `npm run start:cluster -- 2` uses them. */
const BASE_PORT = Number(process.env.TWO_TABS_TEST_PORT ?? 4310);
const TRIALS = 20;

requirePostgresInCi('two tabs paying one hold on two processes');

describe.runIf(HAS_POSTGRES)('one visitor, two tabs, one hold, two server processes', () => {
  let race: TRaceCluster | undefined;
  let database: TRaceCluster['database'];
  let bases: [string, string];
  let target: TSlotTarget;

  beforeAll(async () => {
    race = await startRaceCluster({
      processes: 2,
      port: BASE_PORT,
      secret: 'a-shared-payment-secret-for-two-tabs',
      run: '--no-build',
    });
    database = race.database;
    bases = [race.bases[0] ?? '', race.bases[1] ?? ''];
    [target] = (await prepareSlots(database.url, bases[0], {
      places: 1,
      times: ['19:00:00'],
      covers: 4 * TRIALS,
    })) as [TSlotTarget];
  }, 180_000);
  afterAll(() => stopRaceCluster(race));

  it(`${TRIALS} trials of starting and paying at once in both tabs: one booking, one charge, no refund each`, async () => {
    const outcomes: { bookings: number; charges: number; refunds: number; payPages: number }[] = [];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const visitor = new Visitor();
        const held = await visitor.request(
          'POST',
          `${bases[0]}/api/v4/booking/${target.productId}/hold`,
          holdRequest(target, 2),
        );
        expect(held.status, held.text).toBe(200);
        const holdId = String(held.json.hold_id);
        const guest = await visitor.request(
          'POST',
          `${bases[1]}/api/v4/booking/${target.productId}/guest`,
          guestRequest(target, 2, holdId),
        );
        expect(guest.status, guest.text).toBe(200);
        // Both tabs share the visitor's cookies; each talks to its own process, starts the payment
        // and pays on the page it got, at the same time as the other.
        const tabs = await Promise.all(
          bases.map(async (base) => {
            const started = await visitor.request(
              'POST',
              `${base}/api/v4/booking/${target.productId}/payment`,
              { hold_id: holdId, lang: 'da', ...PARTY },
            );
            expect(started.status, started.text).toBe(200);
            const link = new URL(String(started.json.payment_link), base).pathname;
            // A tab that started after the other had paid is sent to the confirmation instead.
            if (!link.startsWith('/pay/')) return link;
            const paid = await visitor.request('POST', `${base}${link}/complete`, 'action=pay', {
              'content-type': 'application/x-www-form-urlencoded',
            });
            expect(paid.status, paid.text).toBe(303);
            return link;
          }),
        );
        const payPages = new Set(tabs.filter((link) => link.startsWith('/pay/'))).size;
        const { rows } = await client.query<{ bookings: number; charges: number; refunds: number }>(
          `select (select count(*) from orders o join bookings b on b.order_id = o.id
                    where o.hold_id = $1 and b.status = 'confirmed')::int as bookings,
                  (select count(*) from payments p join orders o on o.id = p.order_id
                    where o.hold_id = $1 and p.status in ('paid', 'refund_due', 'refunded'))::int as charges,
                  (select count(*) from payments p join orders o on o.id = p.order_id
                    where o.hold_id = $1 and p.status in ('refund_due', 'refunded'))::int as refunds`,
          [holdId],
        );
        outcomes.push({ ...(rows[0] ?? { bookings: -1, charges: -1, refunds: -1 }), payPages });
      }
    } finally {
      await client.end();
    }
    const doubleCharged = outcomes.filter((outcome) => outcome.charges > 1).length;
    console.log(
      `two tabs: ${doubleCharged} of ${TRIALS} trials charged twice;`,
      outcomes.map((outcome) => JSON.stringify(outcome)).join(' '),
    );
    expect(outcomes).toEqual(
      Array.from({ length: TRIALS }, () => ({ bookings: 1, charges: 1, refunds: 0, payPages: 1 })),
    );
  }, 300_000);
});
