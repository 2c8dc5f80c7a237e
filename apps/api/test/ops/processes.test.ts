import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signPayload, SIGNATURE_HEADER } from '../../src/services/payments/payment-provider.ts';
import { HAS_POSTGRES, requirePostgresInCi } from './postgres-required.ts';
import {
  createDatabase,
  REPO_ROOT,
  serverEnv,
  spawnServer,
  holdAndPay,
  prepareSlots,
  startServer,
  stop,
  Visitor,
  type TServerProcess,
} from './server-process.ts';

const SECRET = 'a-shared-payment-secret-for-the-ops-tests';
const running: TServerProcess[] = [];
function started(server: TServerProcess) {
  running.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(running.map((server) => stop(server, 'SIGKILL')));
});

function callback(base: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return fetch(`${base}/pay/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, raw) },
    body: raw,
  });
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('npm run start:cluster', () => {
  it('stops with a message when DATABASE_URL is not set', async () => {
    const env = serverEnv({});
    delete env.DATABASE_URL;
    const exit = await spawnServer(['scripts/cluster.mjs', '3', '--from-source'], env, 3, REPO_ROOT).exit;
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain('start:cluster needs DATABASE_URL=postgres://');
  });
});

requirePostgresInCi('several server processes on one PostgreSQL');

describe.runIf(HAS_POSTGRES)('server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;

  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => stop(server, 'SIGKILL')));
    await database.drop();
  });

  it('a lone process with a random secret starts and restarts; one with another secret is refused, told what to set', async () => {
    const lone = started(startServer({ DATABASE_URL: database.url }));
    const [address] = await lone.addresses;
    expect((await fetch(`${address}/readyz`)).status).toBe(200);

    const other = await started(startServer({ DATABASE_URL: database.url, PAYMENT_SECRET: SECRET })).exit;
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('another PAYMENT_SECRET');
    expect(other.stderr).toContain('Set PAYMENT_SECRET to the same value as theirs');
    const unset = await started(startServer({ DATABASE_URL: database.url })).exit;
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('PAYMENT_SECRET is not set');

    expect((await stop(lone)).code).toBe(0);
    // Restarted with a new random secret: alone again, so it starts.
    const again = started(startServer({ DATABASE_URL: database.url }));
    const [restarted] = await again.addresses;
    expect((await fetch(`${restarted}/healthz`)).status).toBe(200);
    expect((await stop(again)).code).toBe(0);
    expect(await query(database.url, 'select id from server_instances')).toEqual([]);
  }, 180_000);

  it('SIGTERM: a request in flight finishes, new ones are refused, then the process exits 0', async () => {
    const server = started(startServer({ DATABASE_URL: database.url, PAYMENT_SECRET: SECRET }));
    const [base] = await server.addresses;
    const [target] = await prepareSlots(database.url, base ?? '', {
      places: 1,
      times: ['20:00:00'],
      covers: 8,
    });
    // Hold the slots table so the next stocks read waits in flight.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table time_slots in access exclusive mode');
    const inFlight = fetch(`${base}/api/v4/products/${target?.productId}/stocks/times`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    await locker.query('commit');
    await locker.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { entities: { times: unknown[] } }).entities.times.length,
    ).toBeGreaterThan(0);
    const exit = await server.exit;
    expect(exit.stderr).toBe('');
    expect(exit.code).toBe(0);
  }, 120_000);

  it('SIGKILL between payment start and callback, restart, callback retried: confirmed once', async () => {
    const first = started(startServer({ DATABASE_URL: database.url, PAYMENT_SECRET: SECRET }));
    const [base] = await first.addresses;
    const [target] = await prepareSlots(database.url, base ?? '', {
      places: 1,
      times: ['21:00:00'],
      covers: 4,
    });
    if (!target) throw new Error('no slot');
    const payment = await holdAndPay(new Visitor(), base ?? '', target);
    first.child.kill('SIGKILL');
    await first.exit;

    // Restarted at once: the killed process's heartbeat is still fresh, but its pid is gone.
    const second = started(startServer({ DATABASE_URL: database.url, PAYMENT_SECRET: SECRET }));
    const [again] = await second.addresses;
    const body = { payment_id: payment.paymentId, status: 'paid', amount: payment.total };
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(await (await callback(again ?? '', body)).json());
    expect(answers.map((answer) => (answer as { applied: boolean }).applied)).toEqual([true, false, false]);
    const orders = await query<{ id: number; status: string }>(
      database.url,
      'select id, status from orders where reference = $1',
      [payment.reference],
    );
    expect(orders).toEqual([{ id: expect.any(Number) as unknown, status: 'confirmed' }]);
    const orderId = orders[0]?.id;
    const booked = await query<{ n: number }>(
      database.url,
      `select count(*)::int as n from bookings where order_id = $1 and status = 'confirmed'`,
      [orderId],
    );
    expect(booked).toEqual([{ n: 1 }]);
    const mails = await query<{ n: number }>(
      database.url,
      `select count(*)::int as n from outbox_emails where dedupe_key = $1`,
      [`booking-confirmation:${orderId}`],
    );
    expect(mails).toEqual([{ n: 1 }]);
    expect((await stop(second)).code).toBe(0);
  }, 180_000);
});

describe('a PGlite server killed after a paid booking', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-ops-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('restarts on the same folder with the booking', async () => {
    const first = started(startServer({ DATA_DIR: dataDir, PAYMENT_SECRET: SECRET }));
    const [base] = await first.addresses;
    const visitor = new Visitor();
    const stocks = (await (await fetch(`${base}/api/v4/products/1/stocks/times`)).json()) as {
      entities: { times: { time: string; time_end: string; status: string; seats: number[] }[] };
    };
    const detail = (await (await fetch(`${base}/api/v4/products/1`)).json()) as {
      menus: { id: number; limit_table_size: number; time_start: string; time_end: string }[];
    };
    const time = stocks.entities.times.find((slot) => slot.status === 'in-stock' && slot.seats.includes(2));
    const menu = detail.menus.find(
      (item) => !item.limit_table_size && time && item.time_start <= time.time && item.time_end >= time.time,
    );
    if (!time || !menu) throw new Error('product 1 has no bookable time for two');
    const payment = await holdAndPay(visitor, base ?? '', {
      productId: 1,
      menuId: menu.id,
      time: time.time,
      timeEnd: time.time_end,
    });
    const paid = await visitor.request('POST', `${base}/pay/${payment.paymentId}/complete`, 'action=pay', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.status).toBe(303);
    const confirmation = String(paid.headers.get('location'));
    // Started with PORT=0: the link names the port the server took, and the order's reference.
    expect(confirmation).toMatch(
      new RegExp(
        `^http://localhost:${new URL(base ?? '').port}/book/confirmation/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\\?token=`,
      ),
    );
    const token = new URL(confirmation, 'http://x').searchParams.get('token');
    first.child.kill('SIGKILL');
    await first.exit;

    const second = started(startServer({ DATA_DIR: dataDir, PAYMENT_SECRET: SECRET }));
    const [again] = await second.addresses;
    const order = await fetch(`${again}/api/v4/orders/${payment.reference}?token=${token}`);
    expect(order.status).toBe(200);
    expect(JSON.stringify(await order.json())).toContain(payment.reference);
    expect((await stop(second)).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'tredjedel.lock'))).toBe(false);
  }, 180_000);
});
