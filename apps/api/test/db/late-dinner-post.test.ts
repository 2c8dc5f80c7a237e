import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '../../src/db/database.ts';
import { BLOG_PARAGRAPHS_DA, BLOG_PARAGRAPHS_EN } from '../../src/db/seed/content.ts';
import { DATABASE_KINDS, buildTestApp, getJson, type TTestApp } from '../helper.ts';

type TRow = Record<string, unknown>;

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0021_late_dinner_places.sql'), 'utf8');
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

describe.each(DATABASE_KINDS)('the late-dinner post names its places, on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const rows = async (query: string): Promise<TRow[]> => {
    const result: unknown = await ctx.database.db.execute(sql.raw(query));
    return (result as { rows: TRow[] }).rows;
  };
  const post = async () =>
    (
      await rows(
        `SELECT slug, body_da, body_en FROM blogs WHERE title_da = 'Fem steder til en sen middag i København'`,
      )
    )[0] as { slug: string; body_da: string; body_en: string };

  it('links five restaurants of the city in both languages, each place answering', async () => {
    const { body_da: da, body_en: en } = await post();
    const daLinks = [...da.matchAll(LINK)].map((match) => match[2] ?? '');
    const enLinks = [...en.matchAll(LINK)].map((match) => match[2] ?? '');
    expect(daLinks).toHaveLength(5);
    expect(enLinks).toHaveLength(5);
    expect(daLinks.every((href) => href.startsWith('/restaurant/'))).toBe(true);
    expect(enLinks.every((href) => href.startsWith('/en/restaurant/'))).toBe(true);
    expect(da).toMatch(/køkkenet tager imod til kl\. \d\d\.\d\d\./);
    expect(en).toMatch(/the kitchen takes orders until \d\d:\d\d\./);
    for (const href of daLinks) {
      const slug = href.split('/').at(-1) ?? '';
      const answer = await getJson(ctx.app, `/api/v4/products/${slug}`);
      expect(answer.status).toBe(200);
    }
  });

  it('migration 0021 gives a database seeded before the same post, once', async () => {
    const seeded = await post();
    await rows(
      `UPDATE blogs SET body_da = '${BLOG_PARAGRAPHS_DA.join('\n\n').replaceAll("'", "''")}', body_en = '${BLOG_PARAGRAPHS_EN.join('\n\n').replaceAll("'", "''")}' WHERE slug = '${seeded.slug}'`,
    );
    await rows(MIGRATION);
    expect(await post()).toEqual(seeded);
    await rows(MIGRATION);
    expect(await post()).toEqual(seeded);
  });
});
