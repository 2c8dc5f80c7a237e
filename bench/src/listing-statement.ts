/**
 * The listing statement alone on PGlite (docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "Where the listing's tail comes from"): an in-memory database, migrated and seeded, with holds
 * that lapsed, live holds and confirmed bookings at every slot of the day, then `findListing` for
 * Copenhagen's restaurants called `LISTING_CALLS` times after a warm-up. Prints the median, p90 and
 * max in milliseconds. PGlite runs on this thread, so this is the stall one listing causes; on a
 * busy machine compare two checkouts alternately in the same minute, never across runs.
 *
 * From bench/: `node --import tsx src/listing-statement.ts`.
 */
import { eq, sql } from 'drizzle-orm';
import { getServiceDate } from '@tredjedel/domain';

import { openDatabase } from '../../apps/api/src/db/database.ts';
import { cities } from '../../apps/api/src/db/schema.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/seed.ts';
import { createInventoryRepository } from '../../apps/api/src/plugins/app/inventory-repository.ts';
import { findListing } from '../../apps/api/src/plugins/app/listing-repository.ts';
// The inventory plugin reads `app.db`, declared by the context plugin: for the type check only.
import type {} from '../../apps/api/src/plugins/app/context.ts';

const CALLS = Number(process.env.LISTING_CALLS ?? 50);
const WARM_UP_CALLS = 10;
/** Per slot of the day: holds that lapsed and nobody has taken out yet, live holds, bookings. */
const LAPSED = Number(process.env.LISTING_LAPSED ?? 20);
const LIVE = Number(process.env.LISTING_LIVE ?? 2);
const BOOKED = Number(process.env.LISTING_BOOKED ?? 3);

/** Sunday noon in Copenhagen: most of the day's times are still ahead. */
const NOW = new Date('2026-11-22T12:00:00+01:00');

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const { db } = database;
await seedDatabase(db);
const inventory = createInventoryRepository(db);
const today = getServiceDate(NOW);
await inventory.ensureServiceDay(today);

// Holds go in through the trigger that keeps each slot's figure (migration 0014); one cover
// each, so the places stay in stock and the listing does its whole work.
await db.execute(sql`
  insert into holds (id, product_id, slot_id, covers, expire_at, created_at, updated_at)
  select 'bench-' || s.id || '-' || g, s.product_id, s.id, 1,
    case when g <= ${LAPSED} then ${NOW.toISOString()}::timestamptz - interval '1 hour'
      else ${NOW.toISOString()}::timestamptz + interval '10 minutes' end,
    ${NOW.toISOString()}::timestamptz, ${NOW.toISOString()}::timestamptz
  from time_slots s, generate_series(1, ${LAPSED + LIVE}) g
  where s.service_date = ${today}::date`);
// Confirmed bookings without their orders and guests: only their slot, covers and status count.
await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    insert into bookings (order_id, guest_id, slot_id, covers, status, confirmed_at)
    select -row_number() over (), 0, s.id, 1, 'confirmed', ${NOW.toISOString()}::timestamptz
    from time_slots s, generate_series(1, ${BOOKED}) g
    where s.service_date = ${today}::date`);
});

// PGlite runs no autovacuum: without an ANALYZE the planner has no statistics (LISTING_ANALYZE=1 runs one).
if (process.env.LISTING_ANALYZE === '1') await db.execute(sql`analyze`);

const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'kobenhavn'));
if (!city) throw new Error('the seed has no kobenhavn');
const query = {
  cityId: city.id,
  productType: 'restaurant' as const,
  locale: 'da' as const,
  sort: 0 as const,
  page: 1,
  perPage: 24,
  now: NOW,
  filters: {
    areaIds: [],
    tagIds: [],
    timeStart: '00:00:00',
    timeEnd: '23:59:59',
    isWindowNarrowed: false,
    person: 2,
  },
};

const counted = (await db.execute<{ slots: number }>(
  sql`select count(*)::integer as slots from time_slots where service_date = ${today}::date`,
)) as { rows: { slots: number }[] };
const slots = counted.rows[0];
let total = 0;
for (let call = 0; call < WARM_UP_CALLS; call += 1) total = (await findListing(db, inventory, query)).total;
const times: number[] = [];
for (let call = 0; call < CALLS; call += 1) {
  const started = performance.now();
  await findListing(db, inventory, query);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
console.log(
  JSON.stringify({
    places: total,
    slotsToday: slots?.slots,
    perSlot: { lapsed: LAPSED, live: LIVE, booked: BOOKED },
    analyzed: process.env.LISTING_ANALYZE === '1',
    calls: CALLS,
    medianMs: Number(at(0.5).toFixed(2)),
    p90Ms: Number(at(0.9).toFixed(2)),
    maxMs: Number(at(1).toFixed(2)),
  }),
);
await database.close();
