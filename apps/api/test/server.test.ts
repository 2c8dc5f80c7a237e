import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/database.ts';
import { cities } from '../src/db/schema.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-server-'));

type TRun = {
  url: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
  stop(): void;
  output(): string;
};

/** Starts `node --import tsx src/server.ts` (npm start runs it compiled, docs/decisions/0001-workspace-toolchain-and-running-the-server.md), on a free port. */
function startServer(): TRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      NOW: '2026-11-22T18:00:00+01:00',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Tredjedel is running at (http:\/\/localhost:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`server exited before listening: ${stderr}`)));
  });
  url.catch(() => undefined);
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  return { url, exit, stop: () => child.kill('SIGTERM'), output: () => stdout };
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server start on pglite', () => {
  it('migrates, seeds, listens; refuses a second server on the folder; keeps data on restart', async () => {
    const first = startServer();
    const address = await first.url;
    // PORT=0: the links use the port really taken, never `:0` (the line names PUBLIC_URL when it differs).
    expect(address).toMatch(/^http:\/\/localhost:[1-9]\d*$/);
    expect(first.output()).not.toContain('links use');
    const listing = await fetch(`${address}/api/v4/products?city=kobenhavn&product_type=restaurant`);
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { total_data: number }).total_data).toBe(16);

    const second = startServer();
    const refused = await second.exit;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Another Tredjedel server is using ${dataDir} (pid `);

    first.stop();
    expect((await first.exit).code).toBe(0);

    // Something an earlier run stored must survive the next start (no re-seed, no wipe).
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.db.insert(cities).values({
      slug: 'esbjerg',
      nameDa: 'Esbjerg',
      nameEn: 'Esbjerg',
      lat: 55.47,
      long: 8.45,
      productTypes: ['restaurant'],
    });
    await handle.close();

    const third = startServer();
    const again = await third.url;
    const cityList = (await (await fetch(`${again}/api/v4/cities`)).json()) as { data: { link: string }[] };
    expect(cityList.data.map((city) => city.link).sort()).toEqual([
      'aalborg',
      'aarhus',
      'esbjerg',
      'kobenhavn',
      'odense',
    ]);
    const products = (await (await fetch(`${again}/api/v4/products?city=kobenhavn`)).json()) as {
      total_data: number;
    };
    expect(products.total_data).toBe(16);
    third.stop();
    expect((await third.exit).code).toBe(0);
    // Three starts of a real server, each opening PGlite (about 5 s idle, far more on a busy CI box).
  }, 300_000);
});
