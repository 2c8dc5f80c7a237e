import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import vnuJar from 'vnu-jar';

import {
  acceptTerms,
  actAsOwnVisitor,
  chooseTable,
  fillGuest,
  findBookable,
  pay,
} from '../booking/booking-helpers.ts';
import { getListed } from '../discovery/helpers.ts';

/**
 * Every kind of page, in Danish and in English, is valid HTML by the W3C Nu Html Checker (the
 * vnu-jar package; Java runs it: JAVA, else `java` on the PATH). It checks the HTML the server
 * sends, which is what a crawler and the browser's parser read (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
const JAVA = process.env.JAVA || 'java';

type TVnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastColumn?: number;
};

/** The three-segment area link with a tag exists in Danish only (the domain's PAGE_PATHS). */
const DANISH_ONLY = new Set(['/kobenhavn/norrebro/italiensk']);

/** The Danish pages of every kind; each one's English twin is read from its hreflang link. */
async function danishPages(request: APIRequestContext): Promise<string[]> {
  const slugOf = async (productType: string) => {
    const [first] = await getListed(request, 'kobenhavn', productType);
    expect(first, `a København ${productType} is listed`).toBeDefined();
    return first?.slug ?? '';
  };
  const blog = await (await request.get('/blog')).text();
  const blogPost = /href="(\/blog\/[^"/?]+)"/.exec(blog)?.[1];
  expect(blogPost, 'the blog lists a post').toBeTruthy();
  return [
    '/',
    '/kobenhavn/restauranter',
    '/kobenhavn/barer',
    '/kort/kobenhavn/restauranter',
    '/kobenhavn/norrebro',
    '/kobenhavn/norrebro/italiensk',
    `/restaurant/${await slugOf('restaurant')}`,
    `/bar/${await slugOf('bar')}`,
    `/takeaway/${await slugOf('takeaway')}`,
    `/book/step1/restaurant/${await slugOf('restaurant')}`,
    '/gavekort/step1',
    '/partnere/kobenhavn/restauranter',
    '/guide',
    '/guide/nyhedsbrev',
    '/blog',
    blogPost ?? '',
    '/vilkaar',
    '/privatliv',
    '/cookies',
  ];
}

/** A booking made through the pages (step 1 to paid): its confirmation and manage addresses. */
async function bookedPages(page: Page, request: APIRequestContext): Promise<string[]> {
  const email = 'valid.html@example.dk';
  const place = await findBookable(request, 5, 'da');
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', { name: 'Ida Holm', email, phone: '20123456' });
  await acceptTerms(page, 'da');
  await pay(page, 'da', 'pay');
  await expect(page).toHaveURL(/\/book\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  const confirmation = new URL(page.url());
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    data: { to: string; kind: string; text: string }[];
  };
  const mail = outbox.data.find((item) => item.to === email && item.kind === 'booking-confirmation');
  const manage = /(\/book\/manage\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  )?.[1];
  expect(manage, 'the confirmation e-mail links to the manage page').toBeTruthy();
  return [`${confirmation.pathname}${confirmation.search}`, manage ?? ''];
}

/** The English twin of a Danish page, as the page itself links it. */
function englishTwin(html: string): string | undefined {
  const href = /<link rel="alternate" hrefLang="en" href="([^"]+)"/i.exec(html)?.[1];
  return href ? new URL(href).pathname + new URL(href).search : undefined;
}

test('[HTML]: every kind of page in Danish and English is valid HTML (Nu Html Checker: 0 errors)', async ({
  page,
  request,
}, testInfo) => {
  // About forty pages, a booking through the pages and one run of the checker on a busy machine.
  test.setTimeout(300_000);
  await actAsOwnVisitor(page, testInfo);
  const folder = mkdtempSync(join(tmpdir(), 'tredjedel-vnu-'));
  const files = new Map<string, string>();
  const save = (path: string, html: string) => {
    const file = join(folder, `page-${files.size}.html`);
    writeFileSync(file, html);
    files.set(`file:${file}`, path);
  };
  const read = async (path: string, status = 200) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const html = await response.text();
    save(path, html);
    return html;
  };

  try {
    const withTwins = [...(await danishPages(request)), ...(await bookedPages(page, request))];
    for (const path of withTwins) {
      const html = await read(path);
      if (DANISH_ONLY.has(path)) continue;
      // A flow's confirmation is not for search engines and names no twin: its English address is /en + it.
      await read(englishTwin(html) ?? `/en${path}`);
    }
    // The page not found, in both languages.
    await read('/findes-ikke/slet/ikke/her', 404);
    await read('/en/not/here/at/all', 404);

    const { stdout } = await promisify(execFile)(
      JAVA,
      [
        '-jar',
        String(vnuJar),
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...[...files.keys()].map((url) => url.slice('file:'.length)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: Error) => {
      throw new Error(
        `The Nu Html Checker did not run (${JAVA} -jar vnu.jar; set JAVA to a Java 11+): ${error.message}`,
      );
    });
    const messages = (JSON.parse(stdout) as { messages: TVnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${files.get(message.url ?? '') ?? message.url}:${message.firstLine ?? 0}:${message.lastColumn ?? 0} ${message.message}${message.extract ? `\n    ${message.extract.trim().slice(0, 160)}` : ''}`,
      );
    process.stdout.write(
      `Nu Html Checker: ${files.size} pages, ${errors.length} errors, ${messages.filter((m) => m.subType === 'warning').length} warnings\n`,
    );
    expect(errors).toEqual([]);
    expect(files.size).toBeGreaterThanOrEqual(40);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
