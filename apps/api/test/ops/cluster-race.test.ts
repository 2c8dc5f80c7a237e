import pg from 'pg';

import { signPayload, SIGNATURE_HEADER } from '../../src/services/payments/payment-provider.ts';
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

/** The brief's port range for this suite's cluster (consecutive ports, as `npm run start:cluster` uses). */
const BASE_PORT = Number(process.env.OPS_TEST_PORT ?? 3310);
const HOLD_REQUESTS = 2000;
const CONCURRENT_VISITORS = 40;
const TEST_NOW = '2026-11-22T18:00:00+01:00';
const SHARED_SECRET = 'a-shared-payment-secret-for-the-race';

/** A small fixed PRNG (mulberry32): the same race shape on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

requirePostgresInCi('the three-process hold race');

describe.runIf(HAS_POSTGRES)('three server processes on one PostgreSQL (npm run start:cluster)', () => {
  let race: TRaceCluster | undefined;
  let database: TRaceCluster['database'];
  let bases: string[];
  let targets: TSlotTarget[];

  beforeAll(async () => {
    race = await startRaceCluster({
      processes: 3,
      port: BASE_PORT,
      secret: SHARED_SECRET,
      run: '--from-source',
    });
    ({ database, bases } = race);
    targets = await prepareSlots(database.url, bases[0] ?? '', {
      places: 2,
      times: ['19:00:00', '19:30:00', '20:00:00'],
      // Room for a few hundred parties: slots fill during the race, so moves, shrinks and
      // payments meet both free and full slots.
      covers: 120,
    });
  }, 180_000);
  afterAll(() => stopRaceCluster(race));

  it(`${HOLD_REQUESTS} holds raced across them with moves, shrinks and payments in flight: no slot oversold, no 5xx`, async () => {
    const random = prng(20261122);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const statuses = new Map<string, number>();
    const serverErrors: string[] = [];
    const count = (what: string, status: number, text: string) => {
      statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
      if (status >= 500) serverErrors.push(`${what} ${status}: ${text.slice(0, 200)}`);
    };
    let holdsSent = 0;
    const startedAt = performance.now();

    async function journey() {
      const visitor = new Visitor();
      let target = pick(targets);
      let seat = 1 + Math.floor(random() * 4);
      holdsSent += 1;
      const held = await visitor.request(
        'POST',
        `${pick(bases)}/api/v4/booking/${target.productId}/hold`,
        holdRequest(target, seat),
      );
      count('hold', held.status, held.text);
      if (held.status !== 200) return;
      const holdId = String(held.json.hold_id);
      const roll = random();
      if (roll < 0.3 && holdsSent < HOLD_REQUESTS) {
        // Move to another time or place (the same hold, re-posted).
        const to = pick(targets);
        holdsSent += 1;
        const moved = await visitor.request(
          'POST',
          `${pick(bases)}/api/v4/booking/${to.productId}/hold`,
          holdRequest(to, seat, holdId),
        );
        count('move', moved.status, moved.text);
        if (moved.status === 200) target = to;
      } else if (roll < 0.5 && seat > 1 && holdsSent < HOLD_REQUESTS) {
        seat -= 1;
        holdsSent += 1;
        const shrunk = await visitor.request(
          'POST',
          `${pick(bases)}/api/v4/booking/${target.productId}/hold`,
          holdRequest(target, seat, holdId),
        );
        count('shrink', shrunk.status, shrunk.text);
      }
      if (random() < 0.35) {
        const guest = await visitor.request(
          'POST',
          `${pick(bases)}/api/v4/booking/${target.productId}/guest`,
          guestRequest(target, seat, holdId),
        );
        count('guest', guest.status, guest.text);
        if (guest.status !== 200) return;
        const payment = await visitor.request(
          'POST',
          `${pick(bases)}/api/v4/booking/${target.productId}/payment`,
          { hold_id: holdId, lang: 'da', ...PARTY },
        );
        count('payment', payment.status, payment.text);
        if (payment.status !== 200) return;
        const paymentId = String(payment.json.payment_link).split('/').pop() ?? '';
        // A visitor who moves again while the payment is in flight, on another process.
        if (random() < 0.3) {
          holdsSent += 1;
          const late = await visitor.request(
            'POST',
            `${pick(bases)}/api/v4/booking/${target.productId}/hold`,
            holdRequest(target, Math.min(4, seat + 1), holdId),
          );
          count('change during payment', late.status, late.text);
        }
        const done = await visitor.request(
          'POST',
          `${pick(bases)}/pay/${paymentId}/complete`,
          `action=${random() < 0.8 ? 'pay' : 'decline'}`,
          { 'content-type': 'application/x-www-form-urlencoded' },
        );
        count('complete', done.status, done.text);
      }
    }

    await Promise.all(
      Array.from({ length: CONCURRENT_VISITORS }, async () => {
        while (holdsSent < HOLD_REQUESTS) await journey();
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `race: ${holdsSent} hold requests in ${seconds.toFixed(1)} s across 3 processes; answers:`,
      Object.fromEntries([...statuses].sort()),
    );

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; covers: number; held: number; booked: number }>(
        `select s.id, s.covers,
                coalesce((select sum(h.covers) from holds h
                           where h.slot_id = s.id and h.status = 'active' and h.expire_at > $1), 0)::int as held,
                coalesce((select sum(b.covers) from bookings b
                           where b.slot_id = s.id and b.status = 'confirmed'), 0)::int as booked
           from time_slots s`,
        [TEST_NOW],
      );
      const oversold = rows.filter((row) => row.held + row.booked > row.covers);
      expect(oversold).toEqual([]);
      const used = rows.filter((row) => row.held + row.booked > 0);
      // The race filled every slot to the last cover: it reached the limit everywhere.
      expect(used.length).toBeGreaterThanOrEqual(targets.length);
      for (const target of used) expect(target.covers - target.held - target.booked).toBeLessThan(4);
      const booked = rows.reduce((sum, row) => sum + row.booked, 0);
      expect(booked).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    expect(serverErrors).toEqual([]);
    expect(holdsSent).toBeGreaterThanOrEqual(HOLD_REQUESTS);

    // Each process counts what it answered; together they saw every hold request.
    let counted = 0;
    for (const base of bases) {
      const metrics = await (await fetch(`${base}/metrics`)).text();
      for (const line of metrics.split('\n'))
        if (line.startsWith('tredjedel_holds_total{')) counted += Number(line.split(' ').pop());
    }
    expect(counted).toBe(holdsSent);
    expect(statuses.get('hold 200') ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it('every process verifies a callback signed with the shared secret, and refuses another signature', async () => {
    const raw = JSON.stringify({ payment_id: 'no-such-payment-0001', status: 'paid', amount: 100 });
    for (const base of bases) {
      const signed = await fetch(`${base}/pay/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SHARED_SECRET, raw) },
        body: raw,
      });
      // Past the signature: the payment is unknown.
      expect(signed.status).toBe(404);
      const forged = await fetch(`${base}/pay/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signPayload('another-secret-of-16-chars', raw),
        },
        body: raw,
      });
      expect(forged.status).toBe(403);
    }
  });
});
