/**
 * The yardstick for holds: a bare Fastify route that sends the product's own statement for a new
 * hold, `take_holds` with one request and the hold rate limit (migration 0015), for every POST, with nothing else in front of it: no CSRF, cookies, sessions,
 * security headers, metrics or validation. The cluster section runs three of these on the same
 * database and load as the product, so the product's holds/s read as a share of what the same
 * statement on the same machine allows. `/round-trip` is the floor below that: `select 1`.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Fastify from 'fastify';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg') as {
  Pool: new (options: { connectionString: string; max: number }) => {
    query<T>(text: string, values: unknown[]): Promise<{ rows: T[] }>;
  };
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? '', max: 10 });
const HOLD_MS = 15 * 60_000;
const NOW = process.env.NOW ? new Date(process.env.NOW) : null;

type TBody = { seat: number; time: string; menus: { id: number; count: number }[] };

const app = Fastify({ logger: false });
app.post<{ Params: { id: string }; Body: TBody }>('/hold/:id', async (request, reply) => {
  const now = NOW ?? new Date();
  const { seat, time, menus } = request.body;
  const clientAddress = String(request.headers['x-forwarded-for'] ?? request.ip);
  const hold = {
    product_id: Number(request.params.id),
    service_date: request.headers['x-service-date'],
    time,
    now: now.toISOString(),
    hold_id: randomBytes(16).toString('base64url'),
    covers: seat,
    lang: 'da',
    expire_at: new Date(now.getTime() + HOLD_MS).toISOString(),
    owner_id: randomBytes(16).toString('base64url'),
    client_address: clientAddress,
    menu_ids: menus.map((line) => line.id),
    menu_counts: menus.map((line) => line.count),
    holds_per_visitor: 5,
    covers_per_visitor: 20,
    holds_per_address: 20,
    covers_per_address: 100,
    move_hold_id: null,
    rate_key: `hold:${clientAddress}`,
    rate_window_ms: 60_000,
    rate_max: 100_000,
  };
  const { rows } = await pool.query<{ slot: number | null; refusal: string | null }>(
    'select slot, refusal from take_holds($1::jsonb)',
    [JSON.stringify([hold])],
  );
  const taken = rows[0];
  if (!taken?.slot) return reply.code(422).send({ error: 'no such time' });
  if (taken.refusal !== null) return reply.code(409).send({ error: 'no table' });
  return { ok: true };
});
/**
 * The floor under every hold route: one trivial statement per request (no lock, no write), so the
 * cluster section can show how many HTTP requests with a database round trip three processes and
 * PostgreSQL on one core answer at all.
 */
app.post('/round-trip', async () => {
  const { rows } = await pool.query<{ one: number }>('select 1 as one', []);
  return { ok: rows[0]?.one === 1 };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare hold route at ${address}`);
