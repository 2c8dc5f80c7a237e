import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { consoleMemberships, consoleUsers } from '../../src/db/schema-console.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../helper.ts';
import { prepareBookable, type TBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import { makeOwner, signIn } from '../routes/api/v4/console/console-fixtures.ts';
import { writeStandInBuild } from './stand-in-web-build.ts';

/** The page the stand-in rendered (it echoes the path it was asked for). */
const renderedPath = (body: string) => /window\.\$page="([^"]*)"/.exec(body)?.[1];

/*
 * The console's pages answer as its API does (docs/decisions/0500-restaurants-console.md): a
 * signed-out visitor is sent to the sign-in page, a page the user may not see is the not-found page
 * with 404, and no console page is kept by a shared cache or answered to someone else by the front.
 */
describe.each(DATABASE_KINDS)('console pages on %s', (kind) => {
  let ctx: TTestApp;
  let tempDir: string;
  let mine: TBookable;
  let theirs: TBookable;
  const cookie = { owner: '', staff: '', operator: '' };

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-console-pages-'));
    writeStandInBuild(path.join(tempDir, 'dist'));
    ctx = await buildTestApp(kind, { WEB_DIST: path.join(tempDir, 'dist'), LOG_LEVEL: 'error' });
    mine = await prepareBookable(ctx, 10, '21:00:00', 0);
    theirs = await prepareBookable(ctx, 10, '21:00:00', 1);
    await makeOwner(ctx, 'pages-owner@example.dk', mine.productId);
    const [staff] = await ctx.database.db
      .insert(consoleUsers)
      .values({ email: 'pages-staff@example.dk' })
      .returning();
    await ctx.database.db
      .insert(consoleMemberships)
      .values({ userId: staff?.id ?? 0, productId: mine.productId, role: 'staff' });
    await ctx.database.db
      .insert(consoleUsers)
      .values({ email: 'pages-operator@example.dk', isOperator: true });
    cookie.owner = (await signIn(ctx, 'pages-owner@example.dk')).cookie;
    cookie.staff = (await signIn(ctx, 'pages-staff@example.dk')).cookie;
    cookie.operator = (await signIn(ctx, 'pages-operator@example.dk')).cookie;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const page = (url: string, who?: keyof typeof cookie) =>
    ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who] } : {} });

  it('sends a signed-out visitor to the sign-in page from every page but the sign-in page', async () => {
    for (const url of [
      '/konsol/i-dag',
      '/konsol/borde',
      '/konsol/inviter',
      '/konsol/ansoegninger',
      '/konsol/nyt-sted',
    ]) {
      const answer = await page(url);
      expect([url, answer.statusCode, answer.headers.location]).toEqual([url, 303, '/konsol/log-ind']);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const english = await page('/en/console/applications');
    expect(english.headers.location).toBe('/en/console/sign-in');
    const signInPage = await page('/konsol/log-ind');
    expect(signInPage.statusCode).toBe(200);
  });

  it('answers 404 with the not-found page to users who may not see a page, in their language', async () => {
    const refused: [string, keyof typeof cookie][] = [
      ['/konsol/ansoegninger', 'owner'],
      ['/konsol/nyt-sted', 'owner'],
      ['/konsol/inviter', 'staff'],
      ['/en/console/invite', 'staff'],
      [`/konsol/i-dag?place=${theirs.productId}`, 'owner'],
      ['/konsol/findes-slet-ikke', 'operator'],
    ];
    for (const [url, who] of refused) {
      const answer = await page(url, who);
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(renderedPath(answer.body)).toBe(
        url.startsWith('/en') ? '/en/console/not-found' : '/konsol/findes-ikke',
      );
    }
  });

  it('renders the pages a user may see, never shared: another user asking next is still judged', async () => {
    const allowed: [string, keyof typeof cookie][] = [
      ['/konsol/ansoegninger', 'operator'],
      ['/konsol/nyt-sted', 'operator'],
      ['/konsol/inviter', 'owner'],
      [`/konsol/i-dag?place=${mine.productId}`, 'staff'],
      [`/konsol/i-dag?place=${theirs.productId}`, 'operator'],
    ];
    for (const [url, who] of allowed) {
      const answer = await page(url, who);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(renderedPath(answer.body)).toBe(url.split('?')[0]);
    }
    // The operator's page was just rendered and answered 200; the owner still gets 404.
    expect((await page('/konsol/ansoegninger', 'owner')).statusCode).toBe(404);
    expect((await page('/konsol/ansoegninger')).statusCode).toBe(303);
  });
});
