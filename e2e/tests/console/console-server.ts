import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type Page } from '@playwright/test';

import { startSmtpServer, type TSmtpTestServer } from '../../../apps/api/test/ops/smtp-test-server.ts';

/**
 * A server of its own for a console journey, sending e-mail through a real SMTP server run by the
 * test (the shared e2e server keeps mail in the outbox). Resolves once the server prints the
 * development sign-in line, with the seeded owner's address.
 */
export async function startConsoleServer(port: number, env: Record<string, string> = {}) {
  const smtp: TSmtpTestServer = await startSmtpServer(port + 1);
  // The compiled server, which the shared e2e server's command has just built (playwright.config.ts).
  const server: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(import.meta.dirname, '../../../apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tredjedel-console-e2e-')),
      NOW: '2026-11-22T18:00:00+01:00',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      TRUST_PROXY: '1',
      RATE_LIMIT_RENDER_PER_MINUTE: '100000',
      RATE_LIMIT_ANSWER_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ownerEmail = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Console sign-in for (\S+) /.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', () => reject(new Error(`console e2e server exited:\n${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    smtp,
    ownerEmail,
    async stop() {
      server.kill('SIGTERM');
      await smtp.close();
    },
    /** The raw text of the newest e-mail to `to` (quoted-printable undone), waiting for it. */
    async mailTo(to: string, since: number): Promise<string> {
      const header = new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'im');
      const find = () => smtp.messages.slice(since).findLast((message) => header.test(message.raw));
      await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
      return (find()?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    },
    /** The sign-in link of the newest e-mail to `to`, pointed at this server. */
    async linkTo(to: string, since: number): Promise<string> {
      const raw = await this.mailTo(to, since);
      const found = /https?:\/\/[^\s"<>]+(?:log-ind|sign-in)\?token=[A-Za-z0-9_-]+/.exec(raw);
      if (!found) throw new Error(`no sign-in link in the e-mail:\n${raw.slice(0, 2000)}`);
      return found[0].replace(/^https?:\/\/[^/]+/, base);
    },
  };
}
export type TConsoleServer = Awaited<ReturnType<typeof startConsoleServer>>;

/** Signs `email` in through the sign-in form and the e-mailed link, with the page's words in its language. */
export async function signInByLink(
  page: Page,
  server: TConsoleServer,
  text: { signIn: string; emailLabel: string; send: string; logIn: string },
  email: string,
  dismiss: (page: Page) => Promise<void>,
) {
  await page.goto(`${server.base}${text.signIn}`);
  await dismiss(page);
  const before = server.smtp.messages.length;
  await page.locator('.td-console').getByLabel(text.emailLabel).fill(email);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.locator('.td-console').getByRole('status')).toBeVisible();
  await page.goto(await server.linkTo(email, before));
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(page.locator('.td-console__bar')).toBeVisible();
}
