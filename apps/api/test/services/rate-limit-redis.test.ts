import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TTestApp } from '../helper.ts';
import { CSRF_HEADERS } from '../routes/api/v4/booking/booking-fixtures.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something accepts connections on the port (a loaded machine starts Redis slowly). */
async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** A throwaway Redis (no persistence) when the machine has one; REDIS_URL points at another one. */
describe.runIf(Boolean(process.env.REDIS_URL) || existsSync(REDIS_SERVER))(
  'rate limits kept in Redis (REDIS_URL)',
  () => {
    let redis: ChildProcess | undefined;
    let ctx: TTestApp;

    beforeAll(async () => {
      let url = process.env.REDIS_URL;
      if (!url) {
        const port = await freePort();
        redis = spawn(
          REDIS_SERVER,
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { stdio: 'ignore' },
        );
        await waitForPort(port);
        url = `redis://127.0.0.1:${port}`;
      }
      ctx = await buildTestApp('pglite', {
        LOG_LEVEL: 'silent',
        REDIS_URL: url,
        RATE_LIMIT_PAYMENT_PER_MINUTE: 2,
      });
    });
    afterAll(async () => {
      await ctx.close();
      redis?.kill();
    });

    it('counts per client across requests and answers 429 JSON past the limit', async () => {
      const buy = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v4/giftcard/payment',
          headers: CSRF_HEADERS,
          remoteAddress,
          payload: { is_accept_terms: true, name: 'Bo', email: 'bo@example.dk', amount: 10_000, quantity: 1 },
        });
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await buy('203.0.113.1')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await buy('203.0.113.1')).json()).toMatchObject({ error: 'rate_limited' });
      expect((await buy('203.0.113.2')).statusCode).toBe(200);
      // Nothing was counted in the database: the counters live in Redis.
      const rows = await ctx.database.db.execute('select count(*)::int as count from rate_limits');
      expect(JSON.stringify(rows)).toContain('"count":0');
    });
  },
);
