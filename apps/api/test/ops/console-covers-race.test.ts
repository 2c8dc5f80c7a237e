import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HAS_POSTGRES, requirePostgresInCi } from './postgres-required.ts';
import { startRaceCluster, stopRaceCluster, type TRaceCluster } from './race-cluster.ts';
import { holdRequest, prepareSlots, Visitor, type TSlotTarget } from './server-process.ts';

/** This suite's cluster ports (the console's range). */
const BASE_PORT = Number(process.env.CONSOLE_RACE_PORT ?? 4610);
const COVERS = 24;
const HOLDS = 120;
const EDITS = 60;

requirePostgresInCi('the console covers race');

/** Held plus booked, and the covers, of one slot, read in one snapshot. */
async function sampleSlot(client: pg.Client, slotId: number) {
  const { rows } = await client.query<{ covers: number; taken: number }>(
    `select s.covers,
            (select coalesce(sum(h.covers), 0) from holds h where h.slot_id = s.id and h.status = 'active' and h.expire_at > '2026-11-22T18:00:00+01:00'::timestamptz)::int
          + (select coalesce(sum(b.covers), 0) from bookings b where b.slot_id = s.id and b.status = 'confirmed')::int as taken
       from time_slots s where s.id = $1`,
    [slotId],
  );
  return rows[0] ?? { covers: 0, taken: 0 };
}

describe.runIf(HAS_POSTGRES)('covers set in the console against holds, across three processes', () => {
  let race: TRaceCluster | undefined;
  let database: TRaceCluster['database'];
  let bases: string[];
  let target: TSlotTarget;
  let slotId: number;
  const owner = new Visitor();

  beforeAll(async () => {
    race = await startRaceCluster({
      processes: 3,
      port: BASE_PORT,
      secret: 'console-race-secret',
      run: '--no-build',
    });
    ({ database, bases } = race);
    [target] = (await prepareSlots(database.url, bases[0] ?? '', {
      places: 1,
      times: ['20:00:00'],
      covers: COVERS,
    })) as [TSlotTarget];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const slot = await client.query<{ id: number }>(
        `select id from time_slots where product_id = $1 and time = $2 order by service_date desc limit 1`,
        [target.productId, target.time],
      );
      slotId = slot.rows[0]?.id ?? 0;
      const user = await client.query<{ id: number }>(
        `insert into console_users (email) values ('race-owner@example.dk') returning id`,
      );
      await client.query(
        `insert into console_memberships (user_id, product_id, role) values ($1, $2, 'owner')`,
        [user.rows[0]?.id, target.productId],
      );
      expect(
        (
          await owner.request('POST', `${bases[0]}/api/v4/console/sign-in`, {
            email: 'race-owner@example.dk',
            lang: 'da',
          })
        ).status,
      ).toBe(200);
      const mail = await client.query<{ text: string }>(
        `select text from outbox_emails where "to" = 'race-owner@example.dk' order by id desc limit 1`,
      );
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.rows[0]?.text ?? '')?.[1] ?? '';
      expect((await owner.request('POST', `${bases[1]}/api/v4/console/session`, { token })).status).toBe(200);
    } finally {
      await client.end();
    }
  }, 180_000);
  afterAll(() => stopRaceCluster(race));

  it(`${HOLDS} holds and ${EDITS} covers edits raced over three processes: covers never below held plus booked`, async () => {
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const violations: string[] = [];
    const refusalsWithoutCount: string[] = [];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let samples = 0;
    let isRacing = true;
    const sampler = (async () => {
      while (isRacing) {
        const sample = await sampleSlot(client, slotId);
        samples += 1;
        if (sample.taken > sample.covers) violations.push(`${sample.taken} taken > ${sample.covers} covers`);
      }
    })();
    const startedAt = performance.now();
    const holds = Array.from({ length: HOLDS }, async (_, index) => {
      const visitor = new Visitor();
      const seat = 1 + (index % 3);
      const answer = await visitor.request(
        'POST',
        `${bases[index % 3]}/api/v4/booking/${target.productId}/hold`,
        holdRequest(target, seat),
      );
      count(`hold ${answer.status}`);
    });
    const edits = Array.from({ length: EDITS }, async (_, index) => {
      // Covers walk down and up between 0 and COVERS, so many edits meet holds already taken.
      const covers = Math.abs(COVERS - ((index * 7) % (2 * COVERS)));
      const answer = await owner.request(
        'POST',
        `${bases[(index + 1) % 3]}/api/v4/console/places/${target.productId}/slots`,
        {
          date: '2026-11-22',
          time: target.time.slice(0, 5),
          covers,
        },
      );
      count(`edit ${answer.status}`);
      if (answer.status === 409 && typeof answer.json.taken !== 'number')
        refusalsWithoutCount.push(answer.text);
    });
    await Promise.all([...holds, ...edits]);
    const elapsedMs = Math.round(performance.now() - startedAt);
    isRacing = false;
    await sampler;
    const final = await sampleSlot(client, slotId);
    await client.end();
    console.log(
      `console covers race: ${HOLDS} holds + ${EDITS} edits over 3 processes in ${elapsedMs} ms; ${JSON.stringify(Object.fromEntries(statuses))}; ${samples} snapshots, ${violations.length} with held+booked above covers; final ${final.taken}/${final.covers}`,
    );
    expect(violations).toEqual([]);
    expect(refusalsWithoutCount).toEqual([]);
    expect(final.taken).toBeLessThanOrEqual(final.covers);
    expect([...statuses.keys()].filter((key) => /\s5\d\d$/.test(key))).toEqual([]);
    // Both sides met each other: some edits were refused for what was taken, some holds for no table.
    expect(statuses.get('edit 409') ?? 0).toBeGreaterThan(0);
    expect(statuses.get('edit 200') ?? 0).toBeGreaterThan(0);
    expect(statuses.get('hold 200') ?? 0).toBeGreaterThan(0);
  }, 180_000);
});
