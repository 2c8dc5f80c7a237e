import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { dismissConsent, type TLang } from '../booking/booking-helpers.ts';
import { signInByLink, startConsoleServer, type TConsoleServer } from './console-server.ts';

/*
 * A new place goes on sale, in both languages (docs/decisions/0500-restaurants-console.md, "New
 * places"): it applies on the partner page without script, the operator creates the place from the
 * application, the owner signs in through the e-mailed invitation and publishes tonight's first
 * time, and the place is on the public listing. Its own server, with a real SMTP server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
const OPERATOR = 'drift@tredjedel.example';

const TEXT = {
  da: {
    partners: '/partnere/kobenhavn/restauranter',
    listing: '/kobenhavn/restauranter',
    signIn: '/konsol/log-ind',
    fields: {
      place: 'Stedets navn',
      address: 'Adresse',
      city: 'By',
      name: 'Dit navn',
      email: 'E-mail',
      phone: 'Telefon',
    },
    apply: 'Send ansøgning',
    emailError: 'Skriv en gyldig e-mailadresse',
    thanks: 'Tak for jeres ansøgning',
    send: 'Send link',
    logIn: 'Log ind',
    applications: 'Ansøgninger',
    fromApplication: 'Opret stedet ud fra ansøgningen',
    menu: 'Første menu',
    price: 'Menuens normalpris i kroner',
    create: 'Opret stedet og inviter ejeren',
    created: 'er oprettet',
    tables: 'Borde og menuer',
    publishTime: 'Tidspunkt',
    covers: 'Kuverter',
    save: 'Gem tid',
  },
  en: {
    partners: '/en/partners/kobenhavn/restaurants',
    listing: '/en/kobenhavn/restaurants',
    signIn: '/en/console/sign-in',
    fields: {
      place: 'Name of the place',
      address: 'Address',
      city: 'City',
      name: 'Your name',
      email: 'Email',
      phone: 'Phone',
    },
    apply: 'Send application',
    emailError: 'Enter a valid email address',
    thanks: 'Thank you for applying',
    send: 'Send link',
    logIn: 'Sign in',
    applications: 'Applications',
    fromApplication: 'Create the place from the application',
    menu: 'First menu',
    price: "The menu's normal price in kroner",
    create: 'Create the place and invite the owner',
    created: 'has been created',
    tables: 'Tables and menus',
    publishTime: 'Time',
    covers: 'Covers',
    save: 'Save time',
  },
} as const;

let server: TConsoleServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsoleServer(PORT, { OPERATOR_EMAIL: 'partnere@example.dk' });
});
test.afterAll(async () => server?.stop());

const signIn = (page: Page, lang: TLang, email: string) =>
  signInByLink(
    page,
    server,
    {
      signIn: TEXT[lang].signIn,
      emailLabel: TEXT[lang].fields.email,
      send: TEXT[lang].send,
      logIn: TEXT[lang].logIn,
    },
    email,
    dismissConsent,
  );

for (const lang of ['da', 'en'] as const) {
  test(`[CONSOLE]: ${lang}: an application without script, the operator creates the place, its owner puts a time on sale`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const placeName = `Bistro Nyhavn ${lang.toUpperCase()}`;
    const ownerEmail = `owner.${lang}@bistro-nyhavn.example`;

    // The partner form without script, at a phone's width: an error keeps the fields, then thanks.
    const visitorContext = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.base}${text.partners}`);
    const form = visitor.locator('#bliv-partner');
    await form.getByLabel(text.fields.place, { exact: true }).fill(placeName);
    await form.getByLabel(text.fields.address, { exact: true }).fill('Nyhavn 17');
    await form.getByLabel(text.fields.city, { exact: true }).fill('København');
    await form.getByLabel(text.fields.name, { exact: true }).fill('Ida Ejer');
    await form.getByLabel(text.fields.email, { exact: true }).fill('not-an-address');
    await form.getByLabel(text.fields.phone, { exact: true }).fill('20123456');
    await form.getByRole('button', { name: text.apply }).click();
    await expect(form.getByText(text.emailError)).toBeVisible();
    await expect(form.getByLabel(text.fields.place, { exact: true })).toHaveValue(placeName);
    await visitor.screenshot({
      path: test.info().outputPath(`partner-nojs-error-${lang}-390.png`),
      fullPage: true,
    });
    await form.getByLabel(text.fields.email, { exact: true }).fill(ownerEmail);
    await form.getByRole('button', { name: text.apply }).click();
    await expect(visitor.locator('#bliv-partner')).toContainText(text.thanks);
    await visitorContext.close();

    // The operator creates the place from the application.
    const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const operator = await operatorContext.newPage();
    await signIn(operator, lang, OPERATOR);
    await operator.getByRole('link', { name: text.applications }).click();
    const card = operator.getByRole('listitem', { name: new RegExp(placeName) });
    await card.getByRole('link', { name: text.fromApplication }).click();
    const newPlace = operator.locator('.td-console__new-place');
    await expect(newPlace.getByLabel(text.fields.place, { exact: true })).toHaveValue(placeName);
    await newPlace.getByLabel(text.menu, { exact: true }).fill(lang === 'da' ? 'Aftenmenu' : 'Evening menu');
    await newPlace.getByLabel(text.price, { exact: true }).fill('450');
    await expectNoAxeViolations(operator);
    await newPlace.screenshot({ path: test.info().outputPath(`new-place-form-${lang}-1280.png`) });
    await operator.setViewportSize({ width: 390, height: 844 });
    await newPlace.screenshot({ path: test.info().outputPath(`new-place-form-${lang}-390.png`) });
    await operator.setViewportSize({ width: 1280, height: 900 });
    const beforeInvitation = server.smtp.messages.length;
    await newPlace.getByRole('button', { name: text.create }).click();
    await expect(operator.locator('.td-console')).toContainText(text.created);
    await operator.screenshot({ path: test.info().outputPath(`new-place-${lang}-1280.png`), fullPage: true });
    const invitation = await server.linkTo(ownerEmail, beforeInvitation);
    await operatorContext.close();

    // Not listed before it has a time on sale.
    const listing = async (page: Page) => {
      await page.goto(`${server.base}${text.listing}?per_page=60`);
      return page.locator('main').innerText();
    };
    const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await ownerContext.newPage();
    expect(await listing(owner)).not.toContain(placeName);

    // The owner signs in through the invitation and publishes tonight's first time.
    await owner.goto(invitation);
    await dismissConsent(owner);
    await owner.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(owner.locator('.td-console__bar')).toBeVisible();
    await owner.getByRole('link', { name: text.tables }).click();
    await expect(owner.locator('#td-console-tables')).toBeVisible();
    const publishForm = owner.locator('form[aria-labelledby="td-console-publish"]');
    await publishForm.getByLabel(text.publishTime, { exact: true }).selectOption('21:30');
    await publishForm.getByLabel(text.covers, { exact: true }).fill('6');
    await owner.getByRole('button', { name: text.save }).click();
    await expect(owner.locator('.td-console').getByRole('status').first()).toContainText('21:30');
    await owner.screenshot({
      path: test.info().outputPath(`new-place-tables-${lang}-390.png`),
      fullPage: true,
    });

    // Now on the public listing.
    await expect.poll(async () => listing(owner), { timeout: 5000 }).toContain(placeName);
    await owner.getByRole('link', { name: placeName }).first().scrollIntoViewIfNeeded();
    await owner.screenshot({ path: test.info().outputPath(`new-place-listing-${lang}-390.png`) });
    await ownerContext.close();
  });
}
