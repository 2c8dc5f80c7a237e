import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../helper.ts';
import { changeSomething } from '../../../plugins/stand-in-web-build.ts';

/**
 * The API's answers that are the same for every visitor (page-host/shared-page-store.ts, as pages): one
 * computation at a time per address, and an answer computed across a change of stock is sent to
 * whoever waited for it but never kept. Computations are read from /metrics
 * (`tredjedel_shared_computations_total`).
 */
describe.each(DATABASE_KINDS)('shared API answers (%s)', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  /** API answers computed so far by this process. */
  async function computed(): Promise<number> {
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    return Number(/^tredjedel_shared_computations_total\{kind="answer"\} (\d+)/m.exec(text)?.[1] ?? 0);
  }

  const listing = (search: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v4/products?city=kobenhavn&product_type=restaurant&search=${search}`,
    });

  it('computes a listing once for visitors who ask at the same time, and keeps it for a moment', async () => {
    const before = await computed();
    const answers = await Promise.all(Array.from({ length: 5 }, () => listing('together')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await computed()) - before).toBe(1);
    // Kept for a moment: asked again, not computed again; after a change of stock, computed anew.
    expect((await listing('together')).statusCode).toBe(200);
    expect((await computed()) - before).toBe(1);
    await changeSomething(ctx.app, `shared-answers-${kind}@example.dk`);
    expect((await listing('together')).statusCode).toBe(200);
    expect((await computed()) - before).toBe(2);
  });

  it('answers a bad query to everyone who asked with the same 400, and keeps nothing', async () => {
    const before = await computed();
    const bad = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v4/products?city=kobenhavn&product_type=restaurant&person=99',
      });
    const answers = await Promise.all([bad(), bad(), bad()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]?.json()).toMatchObject({ error: 'bad_request' });
    expect((await bad()).statusCode).toBe(400);
    expect((await computed()) - before).toBe(2);
  });
  it('computes a content answer once for visitors who ask at the same time, and an unknown one not at all twice', async () => {
    const before = await computed();
    const boxes = () => ctx.app.inject({ method: 'GET', url: '/api/v4/page-boxes?local=en&position=bottom' });
    const answers = await Promise.all(Array.from({ length: 5 }, boxes));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await computed()) - before).toBe(1);
    expect((await boxes()).statusCode).toBe(200);
    expect((await computed()) - before).toBe(1);
    // An unknown post: one 404 shared by those who asked together, kept by no one.
    const post = () => ctx.app.inject({ method: 'GET', url: '/api/v4/blogs/no-such-post?local=da' });
    const missing = await Promise.all([post(), post(), post()]);
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect((await computed()) - before).toBe(2);
  });
});
