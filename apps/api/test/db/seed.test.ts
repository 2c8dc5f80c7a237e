import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type TDatabaseHandle } from '../../src/db/database.ts';
import { isSeeded, seedDatabase } from '../../src/db/seed/seed.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../helper.ts';

type TRow = Record<string, unknown>;

async function rows(handle: TDatabaseHandle, query: string): Promise<TRow[]> {
  // Both drivers answer raw queries with `{ rows }`; the shared Drizzle type leaves it unknown.
  const result = await handle.db.execute(sql.raw(query));
  return (result as { rows: TRow[] }).rows;
}

describe.each(DATABASE_KINDS)('seed on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('has at least 80 places across types, not every type in every city', async () => {
    const counts = await rows(
      ctx.database,
      `
      select c.slug, p.product_type, count(*)::int as n
      from products p join cities c on c.id = p.city_id group by 1, 2 order by 1, 2`,
    );
    const total = counts.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThanOrEqual(80);
    expect(
      counts.find((row) => row.slug === 'kobenhavn' && row.product_type === 'restaurant')?.n,
    ).toBeGreaterThanOrEqual(12);
    expect(counts.filter((row) => row.slug === 'odense').map((row) => row.product_type)).toEqual([
      'bar',
      'restaurant',
    ]);
  });

  it('gives every place 2–5 menus, with lunch, dinner-only and table-size-limited menus', async () => {
    const [menuCounts] = await rows(
      ctx.database,
      `
      select min(n)::int as least, max(n)::int as most from (select product_id, count(*) as n from menus group by 1) m`,
    );
    expect(menuCounts).toEqual({ least: 2, most: 5 });
    const [kinds] = await rows(
      ctx.database,
      `
      select count(*) filter (where menu_type = 'LUNCH')::int as lunch,
             count(*) filter (where time_start >= '17:00')::int as dinner_only,
             count(*) filter (where limit_table_size and table_sizes in ('2', '4', '2,4,6', '4,6'))::int as limited
      from menus`,
    );
    expect(Object.values(kinds ?? {}).every((value) => Number(value) > 0)).toBe(true);
  });

  it('has sold-out and showcase places, tags with categories, and content in both languages', async () => {
    const [facts] = await rows(
      ctx.database,
      `
      select (select count(*) from products where is_showcase)::int as showcase,
             (select count(*) from products p where not is_showcase and not exists
               (select 1 from cover_schedules s where s.product_id = p.id and s.covers > 0))::int as soldout,
             (select count(*) from blogs)::int as blogs,
             (select count(*) from partners)::int as partners,
             (select count(*) from guide_pages)::int as guide,
             (select count(distinct position) from page_boxes)::int as positions,
             (select count(*) from tags where category_id is null)::int as uncategorised,
             (select count(*) from product_translations where lang = 'en')::int as english,
             (select count(*) from products)::int as products`,
    );
    expect(facts?.showcase).toBeGreaterThan(0);
    expect(facts?.soldout).toBeGreaterThan(0);
    expect(facts?.blogs).toBeGreaterThanOrEqual(20);
    expect(facts?.partners).toBeGreaterThan(0);
    expect(facts?.guide).toBeGreaterThan(0);
    expect(facts?.positions).toBe(2);
    expect(facts?.uncategorised).toBe(0);
    expect(facts?.english).toBe(facts?.products);
  });

  it('schedules covers every 30 minutes from 10:00 to 23:45, inside serving hours', async () => {
    const times = await rows(
      ctx.database,
      `select distinct to_char(time, 'HH24:MI') as t from cover_schedules order by 1`,
    );
    const values = times.map((row) => String(row.t));
    expect(
      values.every(
        (time) =>
          time >= '10:00' &&
          time <= '23:45' &&
          (time.endsWith(':00') || time.endsWith(':30') || time === '23:45'),
      ),
    ).toBe(true);
    expect(values).toContain('23:45');
    const [outside] = await rows(
      ctx.database,
      `
      select count(*)::int as n from cover_schedules s where not exists (
        select 1 from serving_hours h where h.product_id = s.product_id and s.time between h.time_start and h.time_end)`,
    );
    expect(outside?.n).toBe(0);
  });

  it('reports itself seeded, so a restart does not seed again', async () => {
    expect(await isSeeded(ctx.database.db)).toBe(true);
  });
});

describe('seed determinism (pglite)', () => {
  it('writes exactly the same data on every run', async () => {
    const dump = async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      try {
        await handle.migrate();
        await seedDatabase(handle.db);
        const products = await rows(
          handle,
          `select p.*, t.name, t.slug from products p join product_translations t on t.product_id = p.id order by p.id, t.lang`,
        );
        const menus = await rows(handle, 'select * from menus order by id');
        const covers = await rows(
          handle,
          'select sum(covers)::int as total, count(*)::int as n from cover_schedules',
        );
        return JSON.stringify({ products, menus, covers });
      } finally {
        await handle.close();
      }
    };
    const [first, second] = await Promise.all([dump(), dump()]);
    expect(first.length).toBeGreaterThan(10_000);
    expect(second).toBe(first);
    // Two PGlite databases opened and seeded side by side: slow on a busy 2-core machine.
  }, 180_000);
});
