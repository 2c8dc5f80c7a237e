import { existsSync } from 'node:fs';

import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

/**
 * Debian's Firefox ESR, or the one FIREFOX_PATH names. Playwright drives only its own patched
 * Firefox, so these journeys use puppeteer-core over WebDriver BiDi. A missing Firefox fails the
 * run with instructions: it is never skipped (npm test installs firefox-esr where it can).
 */
function findFirefox(): string {
  const named = process.env.FIREFOX_PATH;
  if (named && !existsSync(named)) throw new Error(`FIREFOX_PATH names no file: ${named}`);
  const found = [named, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (file): file is string => !!file && existsSync(file),
  );
  if (found) return found;
  throw new Error(
    'No Firefox found for the Firefox journeys: install one (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.',
  );
}

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    // A visitor's window: the consent banner and the flow's buttons lay out as on a laptop.
    defaultViewport: { width: 1280, height: 900 },
  });
}

/** Everything the page reported as an error: console errors and uncaught exceptions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${String(error)}`));
  return errors;
}

/** The page has hydrated its regions: client handlers answer clicks from here on. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated]');
}

/** Resolves when the address matches, whether the page navigated or the router replaced it. */
export async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForFunction(
    (source: string) => new RegExp(source).test(location.pathname + location.search),
    {},
    pattern.source,
  );
}

/** Clicks the visible button whose whole text matches, as a visitor reads it. */
export async function clickButton(page: Page, name: RegExp) {
  const handle = await page.waitForFunction(
    (source: string) =>
      [...document.querySelectorAll('button')].find(
        (button) => new RegExp(source).test((button.textContent ?? '').trim()) && button.checkVisibility(),
      ),
    {},
    name.source,
  );
  await (handle as ElementHandle<HTMLButtonElement>).click();
}

/** Types into the field with this name attribute, once it is on the page. */
export async function fill(page: Page, fieldName: string, value: string) {
  await page.locator(`[name="${fieldName}"]`).fill(value);
}

/** The trimmed text of the first element the selector finds, waiting for it. */
export async function textOf(page: Page, selector: string): Promise<string> {
  const handle = await page.waitForSelector(selector);
  return (await handle?.evaluate((element) => (element.textContent ?? '').trim())) ?? '';
}
