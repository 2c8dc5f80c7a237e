// Driving the booking page from model events, for the model paths and journeys of
// booking-model.spec.ts (docs/qa-model-tests.md): each event becomes clicks and typing, each
// server answer something to wait for, each failure one call answered with an error.

import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { BOOKING_MODEL_SAMPLES as S, type TBookingModelEvent } from '@tredjedel/domain';

import { dismissConsent, TEXT, type TBookable } from './booking-helpers.ts';
import { waitForHydration } from '../discovery/helpers.ts';

/** What a journey's setup leaves for its steps (tests in a file run one after another). */
export const journeyState: {
  /** The code the gift-code journey bought. */
  giftcode: string;
  /** Lets the call `holdCall` holds answer. */
  release: (() => Promise<void>) | undefined;
} = { giftcode: '', release: undefined };

/** The model's step of a state value: `book.idle`, `guest.info`, `restoring`… */
export const stepKey = (value: unknown): string => {
  const flow = (value as { flow?: unknown }).flow;
  if (typeof flow === 'string') return flow;
  const [parent, child] = Object.entries(flow as Record<string, unknown>)[0] ?? [];
  return `${String(parent)}.${String(child)}`;
};

/** The call each failing answer stands for, and what the server says. */
const FAILURES: Record<string, { url: string; status: number; body: unknown; alert: string }> = {
  'loadTimes.error': {
    url: '**/api/v4/products/*/stocks/times*',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Tiderne kunne ikke hentes',
  },
  'loadMenus.error': {
    url: '**/api/v4/products/*/stocks/menus*',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Menuerne kunne ikke hentes',
  },
  'holdTable.error': {
    url: '**/api/v4/booking/*/hold',
    status: 409,
    body: { error: 'conflict', message: 'no available tables', msg: 'no available tables' },
    alert: 'Det sidste bord er lige blevet solgt',
  },
  'updateGuest.error': {
    url: '**/api/v4/booking/*/guest',
    status: 409,
    body: { error: 'conflict', message: 'no available tables', msg: 'no available tables' },
    alert: 'Det sidste bord er lige blevet solgt',
  },
  'startBookingPayment.error': {
    url: '**/api/v4/booking/*/payment',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Betalingen mislykkedes',
  },
};

/** A code no gift card has: the server refuses it (422). */
export const INVALID_GIFTCODE = 'UGYLDIG1';

/** Buys one gift card of 200 kr. through the pages and reads its code from the e-mail outbox. */
export async function buyGiftcode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.goto('/gavekort/step1');
  await waitForHydration(page);
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await dismissConsent(page);
  await page
    .locator('label.td-form__chip', { has: page.locator('input[name="amount"][value="20000"]') })
    .click();
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await page.getByLabel('Navn', { exact: true }).fill(S.guest.name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Gentag e-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Betal', exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/confirmation\//);
  // The outbox is served by the test server (DEV_OUTBOX=1); on staging this journey cannot buy.
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    data: { to: string; kind: string; text: string }[];
  };
  const mail = outbox.data.filter((item) => item.to === email && item.kind === 'giftcard-codes').at(-1);
  const code = mail?.text.split('\n\n').slice(2, -1)[0];
  if (!code) throw new Error(`no gift-card e-mail to ${email} in the outbox`);
  return code;
}

const STEP_LINK = {
  step1: 'Bord',
  step2: 'Oplysninger',
  step3: 'Betingelser',
  step4: 'Betaling',
} as const;

export async function sendEvent(
  page: Page,
  place: TBookable,
  event: TBookingModelEvent,
  next: TBookingModelEvent | undefined,
) {
  const failure = next ? FAILURES[next.type] : undefined;
  if (failure) {
    await page.route(failure.url, (route: Route) =>
      route.request().method() === 'GET' && failure.url.endsWith('/hold')
        ? route.continue()
        : route.fulfill({
            status: failure.status,
            contentType: 'application/json',
            body: JSON.stringify(failure.body),
          }),
    );
  }
  const info = FAILURES[event.type];
  if (info) {
    await expect(page.getByRole('alert').filter({ hasText: info.alert })).toBeVisible();
    await page.unroute(info.url);
    return;
  }
  switch (event.type) {
    case 'person.set':
      await page
        .locator('label.td-form__chip', {
          has: page.locator(`input[name="num_person"][value="${place.party}"]`),
        })
        .click();
      return;
    case 'loadTimes.done':
      await expect(page.locator(`input[name="time"][value="${place.time}"]`)).toBeAttached();
      return;
    case 'time.set':
      await page
        .locator('label.td-form__chip', { has: page.locator(`input[name="time"][value="${place.time}"]`) })
        .click();
      return;
    case 'loadMenus.done':
      await expect(page.locator('.td-menu-pick select').first()).toBeVisible();
      return;
    case 'menu.set':
      await page
        .locator('.td-menu-pick', { hasText: place.menu.name })
        .locator('select')
        .selectOption(String(place.party));
      return;
    case 'book.submit':
    case 'info.submit':
      await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
      return;
    case 'holdTable.done':
      await expect(page).toHaveURL(/\/book\/step2\//);
      return;
    case 'guest.update':
      if (event.values.name === undefined) {
        // Only a gift code typed (the journey that tries a wrong one).
        await page.getByLabel(TEXT.da.giftcode).fill(INVALID_GIFTCODE);
        return;
      }
      await page.getByLabel('Navn', { exact: true }).fill(event.values.name ?? '');
      await page.getByLabel('E-mail', { exact: true }).fill(event.values.email ?? '');
      await page.getByLabel('Gentag e-mail', { exact: true }).fill(event.values.email_confirm ?? '');
      await page.getByLabel('Mobilnummer').fill(event.values.phone ?? '');
      return;
    case 'terms.submit':
      // The model's guest accepted the terms with the details; on the page the box is on this step.
      await page.getByLabel(/Jeg accepterer/).check();
      await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
      return;
    case 'payment.retry':
      await page.getByRole('button', { name: 'Prøv betalingen igen' }).click();
      return;
    case 'updateGuest.done':
      await expect(page).toHaveURL(/\/book\/step4\//);
      return;
    case 'payment.submit':
      await page.getByRole('button', { name: /^Betal / }).click();
      return;
    case 'startBookingPayment.done':
      await expect(page).toHaveURL(/\/pay\//);
      return;
    case 'giftcode.add':
      await page
        .getByLabel(TEXT.da.giftcode)
        .fill(next?.type === 'attachGiftcode.error' ? INVALID_GIFTCODE : journeyState.giftcode);
      await page.getByRole('button', { name: TEXT.da.addGiftcode }).click();
      return;
    case 'attachGiftcode.done':
      await expect(page.getByRole('dialog', { name: 'Gavekort' })).toContainText(TEXT.da.giftcodeAdded);
      return;
    case 'attachGiftcode.error':
      await expect(page.getByLabel(TEXT.da.giftcode)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.td-codes')).toHaveCount(0);
      return;
    case 'alert.dismiss':
      await page.getByRole('dialog', { name: 'Gavekort' }).getByRole('button', { name: 'OK' }).click();
      await expect(page.locator('.td-codes')).toContainText(journeyState.giftcode);
      return;
    case 'giftcode.remove':
      await page.getByRole('button', { name: `Fjern ${journeyState.giftcode}` }).click();
      return;
    case 'removeGiftcode.done':
      await expect(page.locator('.td-codes')).toHaveCount(0);
      return;
    case 'restoreHold.done':
      // Back from the gateway's decline: the hold restored on the guest step, with the alert.
      await expect(page).toHaveURL(/\/book\/step2\/.*ispafa=1/);
      await expect(page.getByRole('alert').filter({ hasText: TEXT.da.paymentFailed })).toBeVisible();
      await expect(page.getByLabel('Navn', { exact: true })).not.toHaveValue('');
      return;
    case 'step.goto':
      await page
        .getByRole('navigation', { name: 'Bookingtrin' })
        .getByRole('link', { name: STEP_LINK[event.step] })
        .click();
      return;
    default:
      throw new Error(`the page cannot produce ${event.type}`);
  }
}

export const TRANSIENT = new Set([
  'book.loadingTimes',
  'book.loadingMenus',
  'book.holding',
  'guest.addingGiftcode',
  'guest.removingGiftcode',
  'guest.updatingHold',
  'payment.creatingOrder',
]);

export const ROUTE_OF: Record<string, RegExp> = {
  book: /\/book\/step1\//,
  guest: /\/book\/step[23]\//,
  'guest.info': /\/book\/step2\//,
  'guest.terms': /\/book\/step3\//,
  'payment.idle': /\/book\/step4\//,
};

/** Holds the requests to `url` (the GET of the current hold passes) until `journeyState.release`. */
export async function holdCall(page: Page, url: string) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(url, (route) =>
    isReleased || route.request().method() === 'GET' ? route.continue() : void held.push(route),
  );
  journeyState.release = async () => {
    isReleased = true;
    // Unrouting may already have let a held request go on: then it is handled, which is the same.
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await page.unroute(url);
  };
}
