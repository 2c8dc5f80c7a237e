import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { partnerApplications } from '../../src/db/schema-console.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../helper.ts';
import { writeStandInBuild } from '../plugins/stand-in-web-build.ts';

const PAGE = '/partnere/kobenhavn/restauranter';
const OWN = 'http://localhost:80';
const FORM = {
  place_name: 'Café Uden Script',
  address: 'Nørregade 1',
  city: 'København',
  contact_name: 'Lise Holm',
  email: 'lise@example.dk',
  phone: '20123456',
  message: '',
};

/*
 * The partner page's form posted without script (docs/decisions/0500-restaurants-console.md,
 * "Partner applications"): this site's Origin only, the page again with 422 and the fields kept, or
 * 303 to the thanks.
 */
describe.each(DATABASE_KINDS)('the partner form without script on %s', (kind) => {
  let ctx: TTestApp;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-partner-form-'));
    writeStandInBuild(path.join(tempDir, 'dist'));
    ctx = await buildTestApp(kind, { WEB_DIST: path.join(tempDir, 'dist'), LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const post = (url: string, form: Record<string, string>, origin?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      payload: new URLSearchParams(form).toString(),
    });
  const count = async () => (await ctx.database.db.select().from(partnerApplications)).length;

  it('refuses a form from another site (403) and writes nothing', async () => {
    const before = await count();
    const foreign = await post(PAGE, FORM, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toBe('Formularen kom ikke fra Tredjedel.');
    expect((await post('/en/partners/kobenhavn/restaurants', FORM)).body).toBe(
      'The form did not come from Tredjedel.',
    );
    expect(await count()).toBe(before);
  });

  it('answers the page again with 422, the fields kept and the errors named, and writes nothing', async () => {
    const before = await count();
    const bad = await post(PAGE, { ...FORM, email: 'not-an-address', place_name: '' }, OWN);
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.headers['content-type']).toMatch(/text\/html/);
    // The stand-in render echoes the page's path; the state went in the render's query, not the browser's address.
    expect(bad.body).toContain(`window.$page="${PAGE}"`);
    expect(bad.headers.location).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('keeps a good application and sends the visitor to the thanks (303)', async () => {
    const before = await count();
    const sent = await post(PAGE, FORM, OWN);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${PAGE}?application=sent#bliv-partner`);
    expect(await count()).toBe(before + 1);
    // A page with Referrer-Policy no-referrer posts with `Origin: null`: the browser's Sec-Fetch-Site decides.
    const fromNull = (site: string) =>
      ctx.app.inject({
        method: 'POST',
        url: PAGE,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'null',
          'sec-fetch-site': site,
        },
        payload: new URLSearchParams({ ...FORM, email: 'null-origin@example.dk' }).toString(),
      });
    expect((await fromNull('cross-site')).statusCode).toBe(403);
    expect((await fromNull('same-origin')).statusCode).toBe(303);
    const english = await post('/en/partners/aarhus/restaurants', { ...FORM, email: 'en@example.dk' }, OWN);
    expect(english.headers.location).toBe('/en/partners/aarhus/restaurants?application=sent#bliv-partner');
    const [row] = (await ctx.database.db.select().from(partnerApplications)).filter(
      (each) => each.email === 'en@example.dk',
    );
    expect(row?.lang).toBe('en');
  });
});
