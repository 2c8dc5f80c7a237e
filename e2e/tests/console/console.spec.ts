import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { startSmtpServer, type TSmtpTestServer } from '../../../apps/api/test/ops/smtp-test-server.ts';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  acceptTerms,
  dismissConsent,
  fillGuest,
  pay,
  pickTable,
  PREFIX,
  TEXT,
  type TLang,
} from '../booking/booking-helpers.ts';

/*
 * The console journey against its own server, which sends e-mail through a real SMTP server run by
 * the test (the shared e2e server keeps mail in the outbox): sign in through the e-mailed link,
 * publish a time, a visitor books it, the console shows it, mark arrived, close the evening.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const SMTP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;

const CONSOLE_TEXT = {
  da: {
    root: '/konsol',
    signIn: 'log-ind',
    email: 'E-mail',
    send: 'Send link',
    logIn: 'Log ind',
    tables: 'Borde og menuer',
    publishTime: 'Tidspunkt',
    covers: 'Kuverter',
    save: 'Gem tid',
    today: 'I dag',
    arrived: 'Ankommet',
    closeEvening: 'Luk hele aftenen',
    reopenEvening: 'Åbn aftenen igen',
  },
  en: {
    root: '/en/console',
    signIn: 'sign-in',
    email: 'Email',
    send: 'Send link',
    logIn: 'Sign in',
    tables: 'Tables and menus',
    publishTime: 'Time',
    covers: 'Covers',
    save: 'Save time',
    today: 'Today',
    arrived: 'Arrived',
    closeEvening: 'Close the whole evening',
    reopenEvening: 'Reopen the evening',
  },
} as const;

let server: ChildProcess;
let smtp: TSmtpTestServer;
let ownerEmail = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer(SMTP_PORT);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '../../../apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tredjedel-console-e2e-')),
      NOW: '2026-11-22T18:00:00+01:00',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      TRUST_PROXY: '1',
      RATE_LIMIT_RENDER_PER_MINUTE: '100000',
      RATE_LIMIT_ANSWER_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Console sign-in for (\S+) /.exec(output);
      if (found?.[1]) {
        ownerEmail = found[1];
        resolve();
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', () => reject(new Error(`console e2e server exited:\n${output}`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.close();
});

/** The link of the newest sign-in e-mail the SMTP server received, after `since` messages. */
async function linkFromMail(since: number): Promise<string> {
  await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBeGreaterThan(since);
  const raw =
    smtp.messages
      .at(-1)
      ?.raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=') ?? '';
  const found = /https?:\/\/[^\s"<>]+(?:log-ind|sign-in)\?token=[A-Za-z0-9_-]+/.exec(raw);
  if (!found) throw new Error(`no sign-in link in the e-mail:\n${raw.slice(0, 2000)}`);
  return found[0].replace(/^https?:\/\/[^/]+/, BASE);
}

async function signIn(page: Page, lang: TLang) {
  const text = CONSOLE_TEXT[lang];
  await page.goto(`${BASE}${text.root}/${text.signIn}`);
  await dismissConsent(page);
  await expectNoAxeViolations(page);
  const before = smtp.messages.length;
  await page.locator('.td-console').getByLabel(text.email).fill(ownerEmail);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.locator('.td-console').getByRole('status')).toBeVisible();
  await page.goto(await linkFromMail(before));
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${text.root}/${lang === 'da' ? 'i-dag' : 'today'}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [lang, time] of [
  ['da', '21:15'],
  ['en', '21:45'],
] as const) {
  test(`[CONSOLE]: ${lang}: sign in by e-mailed link, publish a time, a visitor books it, mark arrived, close the evening`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = CONSOLE_TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, lang);
    const me = (await (await page.request.get(`${BASE}/api/v4/console/me`)).json()) as {
      places: { id: number }[];
    };
    const placeId = me.places[0]?.id ?? 0;

    await page.getByRole('link', { name: text.tables }).click();
    // The Today page has a heading too: wait for the one of the tables page.
    await expect(page.locator('#td-console-tables')).toBeVisible();
    await page.getByRole('button', { name: text.reopenEvening }).click();
    const publishForm = page.locator('form[aria-labelledby="td-console-publish"]');
    await publishForm.getByLabel(text.publishTime, { exact: true }).selectOption(time);
    await publishForm.getByLabel(text.covers, { exact: true }).fill('6');
    await page.getByRole('button', { name: text.save }).click();
    const savedAt = Date.now();
    await expect(page.locator('.td-console').getByRole('status').first()).toContainText(time);
    // Visitors see it: the public stock answers with the new time within a second.
    await expect
      .poll(
        async () => {
          const answer = (await (
            await page.request.get(`${BASE}/api/v4/products/${placeId}/stocks/times?seat=2`)
          ).json()) as { entities: { times: { time: string; status: string; cover: number }[] } };
          return answer.entities.times.find((slot) => slot.time === `${time}:00`);
        },
        { timeout: 1000, intervals: [100] },
      )
      .toMatchObject({ status: 'in-stock', cover: 6 });
    console.log(
      `console ${lang}: the published time reached the public stock ${Date.now() - savedAt} ms after saving`,
    );

    // A visitor books it, in another browser.
    const visitorContext = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const detail = (await (await visitor.request.get(`${BASE}/api/v4/products/${placeId}`)).json()) as {
      entities: { slug: string };
    } & { slug?: string };
    const slug = detail.entities?.slug ?? detail.slug ?? '';
    const menus = (await (
      await visitor.request.get(
        `${BASE}/api/v4/products/${placeId}/stocks/menus?seat=2&time=${time}:00&local=${lang}`,
      )
    ).json()) as {
      entities: {
        menus: {
          id: number;
          name: string;
          status: string;
          limit_table_size: number;
          table_sizes: string;
          time_start: string;
          time_end: string;
        }[];
      };
    };
    const menu = menus.entities.menus.find(
      (item) => item.status === 'in-stock' && item.limit_table_size === 0,
    );
    if (!menu) throw new Error('the place has no menu for any table size');
    const place = { id: placeId, slug, time: `${time}:00`, menu, party: 2 };
    await visitor.goto(`${PREFIX[lang]}/book/step1/restaurant/${slug}`);
    await dismissConsent(visitor);
    await pickTable(visitor, lang, place);
    await fillGuest(visitor, lang, {
      name: `Gæst ${lang}`,
      email: `guest.${lang}@example.dk`,
      phone: '20123456',
    });
    await acceptTerms(visitor, lang);
    await pay(visitor, lang, 'pay');
    await expect(visitor.getByText(TEXT[lang].thanks)).toBeVisible();
    const paidAt = Date.now();

    // The console's today page shows it within 2 seconds, and it is marked arrived.
    await page.getByRole('link', { name: text.today, exact: true }).click();
    const row = page.getByRole('listitem', { name: new RegExp(`${time} Gæst ${lang}`) });
    await expect(row).toBeVisible({ timeout: 2000 });
    console.log(
      `console ${lang}: the booking showed on the console ${Date.now() - paidAt} ms after the payment page answered`,
    );
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: text.arrived }).click();
    await expect(row.getByRole('button', { name: text.arrived })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`console-today-${lang}.png`), fullPage: true });

    // Closing the evening: the time is sold out for visitors.
    await page.getByRole('link', { name: text.tables }).click();
    await page.getByRole('button', { name: text.closeEvening }).click();
    await expect
      .poll(
        async () => {
          const answer = (await (
            await visitor.request.get(`${BASE}/api/v4/products/${placeId}/stocks/times?seat=2`)
          ).json()) as { entities: { times: { time: string; status: string }[] } };
          return answer.entities.times.filter((slot) => slot.status !== 'soldout').length;
        },
        { timeout: 2000 },
      )
      .toBe(0);
    await visitor.goto(`${PREFIX[lang]}/book/step1/restaurant/${slug}`);
    // Sold out for every party: step 1 offers no party size at all.
    await expect(visitor.locator('input[name="num_person"][value="2"]')).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`console-closed-${lang}.png`), fullPage: true });
    await visitorContext.close();
  });
}
