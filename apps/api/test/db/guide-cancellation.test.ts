import fs from 'node:fs';
import path from 'node:path';

import { ZGuideResponse } from '@tredjedel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '../../src/db/database.ts';
import { CANCELLATION_GUIDE, PAYMENT_GUIDE } from '../../src/db/seed/content.ts';
import { DATABASE_KINDS, buildTestApp, getJson, type TTestApp } from '../helper.ts';

type TRow = Record<string, unknown>;

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0020_guide_cancellation.sql'), 'utf8');
const SEEDED_BEFORE = {
  da: 'Alle priser er inklusive 25 % moms. Der lægges et lille administrationsgebyr på hver ordre. Køb refunderes ikke.',
  en: 'All prices include 25% VAT. A small administration fee is added to each order. Purchases are not refunded.',
};

describe.each(DATABASE_KINDS)('the guide says what cancelling does, on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  // Both drivers answer raw queries with `{ rows }`; the shared Drizzle type leaves it unknown.
  const rows = async (query: string): Promise<TRow[]> => {
    const result: unknown = await ctx.database.db.execute(sql.raw(query));
    return (result as { rows: TRow[] }).rows;
  };
  const runMigration = async () => {
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await rows(statement);
  };

  it('promises a full refund until 2 hours before arrival, in both languages, and never "not refunded" alone', async () => {
    const da = ZGuideResponse.parse((await getJson(ctx.app, '/api/v4/guide')).body).data;
    const en = ZGuideResponse.parse((await getJson(ctx.app, '/api/v4/guide?local=en')).body).data;
    expect(da.find((page) => page.title === 'Afbestilling')?.body).toContain(
      'Du kan afbestille gratis og få hele beløbet tilbage indtil 2 timer før ankomst',
    );
    expect(en.find((page) => page.title === 'Cancelling')?.body).toContain(
      'You can cancel free of charge and get the full amount back until 2 hours before arrival',
    );
    expect(JSON.stringify(da)).not.toContain('Køb refunderes ikke');
    expect(JSON.stringify(en)).not.toContain('Purchases are not refunded');
  });

  it('migration 0020 gives a database seeded before the seed of today (guide, the English cuisine filter), once, and keeps an edited text', async () => {
    await rows(`DELETE FROM guide_pages WHERE slug = 'afbestilling'`);
    await rows(
      `UPDATE guide_pages SET body_da = '${SEEDED_BEFORE.da}', body_en = '${SEEDED_BEFORE.en}' WHERE slug = 'betaling-og-gebyr'`,
    );
    await runMigration();
    await runMigration();
    const pages = await rows(
      `SELECT slug, body_da, body_en FROM guide_pages WHERE slug IN ('betaling-og-gebyr', 'afbestilling') ORDER BY slug`,
    );
    expect(pages).toEqual([
      { slug: 'afbestilling', body_da: CANCELLATION_GUIDE.da, body_en: CANCELLATION_GUIDE.en },
      { slug: 'betaling-og-gebyr', body_da: PAYMENT_GUIDE.da, body_en: PAYMENT_GUIDE.en },
    ]);

    await rows(`UPDATE tag_categories SET name_en = 'Kitchen' WHERE slug = 'koekken'`);
    await runMigration();
    const [cuisine] = await rows(`SELECT name_en FROM tag_categories WHERE slug = 'koekken'`);
    expect(cuisine?.name_en).toBe('Cuisine');

    await rows(
      `UPDATE guide_pages SET body_da = 'Redigeret af redaktionen.' WHERE slug = 'betaling-og-gebyr'`,
    );
    await runMigration();
    const [edited] = await rows(`SELECT body_da FROM guide_pages WHERE slug = 'betaling-og-gebyr'`);
    expect(edited?.body_da).toBe('Redigeret af redaktionen.');
  });
});
