import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type TDatabaseHandle } from '../../src/db/database.ts';

// PGlite runs on a worker thread (src/db/pglite-thread.ts): what Drizzle gets back from it must be
// what PGlite gives on its own thread, transactions included.
describe('the embedded database on its own thread', () => {
  let handle: TDatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.db.execute(
      sql`create table things (id integer primary key, at timestamptz, day date, doc jsonb)`,
    );
  });
  afterAll(() => handle.close());

  async function ids(): Promise<number[]> {
    const result = (await handle.db.execute<{ id: number }>(sql`select id from things order by id`)) as {
      rows: { id: number }[];
    };
    return result.rows.map((row) => row.id);
  }

  it('keeps dates and times as text, as Drizzle asks, and parses JSON and integers', async () => {
    await handle.db.execute(
      sql`insert into things values (1, '2026-11-22T18:00:00+01:00', '2026-11-22', '{"a": [1, "b"]}')`,
    );
    const result = (await handle.db.execute<{ id: number; at: string; day: string; doc: unknown }>(
      sql`select id, at, day, doc from things where id = 1`,
    )) as { rows: { id: number; at: string; day: string; doc: unknown }[] };
    expect(result.rows).toEqual([
      { id: 1, at: '2026-11-22 17:00:00+00', day: '2026-11-22', doc: { a: [1, 'b'] } },
    ]);
  });

  it("commits a transaction's statements together, and rolls all of them back when it throws", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id) values (10)`);
      await tx.execute(sql`insert into things (id) values (11)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id) values (12)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual(expect.arrayContaining([10, 11]));
    expect(await ids()).not.toContain(12);
  });

  it('makes a statement from outside wait for a transaction under way, as PGlite does', async () => {
    const order: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id) values (20)`);
      order.push('inside');
      await held;
      await tx.execute(sql`insert into things (id) values (21)`);
      order.push('inside again');
    });
    while (!order.includes('inside')) await new Promise((resolve) => setTimeout(resolve, 5));
    const outside = ids().then((seen) => {
      order.push('outside');
      return seen;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    // The outside read ran after the commit: it sees both rows.
    expect(await outside).toEqual(expect.arrayContaining([20, 21]));
    expect(order).toEqual(['inside', 'inside again', 'outside']);
  });

  it("gives PostgreSQL's error fields to the caller, and goes on after the error", async () => {
    const error: unknown = await handle.db
      .execute(sql`insert into things (id) values (1)`)
      .catch((caught: unknown) => caught);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    expect(await ids()).toContain(1);
  });
});

// A new folder is created on a thread of its own that ends (initdb's memory goes with it) and then
// opened again; a folder that exists is opened once.
describe('the embedded database in a folder', () => {
  it('creates a new folder, keeps what was written in it, and opens it again', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'tredjedel-pglite-'));
    const dataDir = join(parent, 'data');
    try {
      const created = await openDatabase({ kind: 'pglite', dataDir });
      await created.db.execute(sql`create table kept (id integer primary key)`);
      await created.db.execute(sql`insert into kept values (7)`);
      await created.close();

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const result = (await reopened.db.execute<{ id: number }>(sql`select id from kept`)) as {
          rows: { id: number }[];
        };
        expect(result.rows).toEqual([{ id: 7 }]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
