/**
 * The hold statement alone (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md): on the
 * cluster section's database, one connection sends `take_holds` with one new hold per call, then
 * with eight, and the backend's CPU per hold is read from `/proc` (cpu.ts). The figure the
 * cluster's PostgreSQL CPU per attempt is made of, without HTTP, pools or other processes, so
 * a change to the SQL functions can be judged on a busy machine.
 */
import { randomBytes } from 'node:crypto';

import { cpuSnapshot, cpuSpentSince } from './cpu.ts';
import { type TTarget, withClient } from './holds.ts';

const CALLS_OF_ONE = 1500;
const CALLS_OF_EIGHT = 300;
const WARM_UP_CALLS = 50;

export type TStatementCpu = { holdsPerCall: number; calls: number; postgresCpuPerHold: number };

/** One new hold at `target`, from a new visitor and address, as the product's route sends it. */
function holdRequest(target: TTarget, now: Date) {
  const address = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  return {
    product_id: target.productId,
    service_date: target.serviceDate,
    time: target.time,
    now: now.toISOString(),
    hold_id: randomBytes(16).toString('base64url'),
    covers: 2,
    lang: 'da',
    expire_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
    owner_id: randomBytes(16).toString('base64url'),
    client_address: address,
    menu_ids: [target.menuId],
    menu_counts: [2],
    holds_per_visitor: 2,
    covers_per_visitor: 16,
    holds_per_address: 1000,
    covers_per_address: 100_000,
    move_hold_id: null,
    rate_key: `hold:${address}`,
    rate_window_ms: 60_000,
    rate_max: 100_000,
  };
}

/**
 * PostgreSQL CPU per hold of `take_holds` with 1 and with 8 holds per call at `target`, whose
 * covers are raised first so that every hold is taken. Holds are left for the caller to drop.
 */
export async function measureStatementCpu(
  databaseUrl: string,
  target: TTarget,
  now: Date,
): Promise<TStatementCpu[]> {
  return withClient(databaseUrl, async (client) => {
    await client.query(
      `update time_slots set covers = 1000000
        where product_id = $1 and service_date = $2 and time = $3`,
      [target.productId, target.serviceDate, target.time],
    );
    const [backend] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    const pids = backend ? [backend.pid] : [];
    const call = (holds: number) =>
      client.query('select ord, refusal from take_holds($1::jsonb)', [
        JSON.stringify(Array.from({ length: holds }, () => holdRequest(target, now))),
      ]);
    const figures: TStatementCpu[] = [];
    for (const [holdsPerCall, calls] of [
      [1, CALLS_OF_ONE],
      [8, CALLS_OF_EIGHT],
    ] as const) {
      for (let index = 0; index < WARM_UP_CALLS; index += 1) await call(holdsPerCall);
      const before = cpuSnapshot(pids);
      for (let index = 0; index < calls; index += 1) await call(holdsPerCall);
      const spent = cpuSpentSince(before, pids);
      figures.push({ holdsPerCall, calls, postgresCpuPerHold: spent / (calls * holdsPerCall) });
    }
    return figures;
  });
}
