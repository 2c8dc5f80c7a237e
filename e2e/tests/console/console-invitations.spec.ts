import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { dismissConsent, type TLang } from '../booking/booking-helpers.ts';
import { signInByLink, startConsoleServer, type TConsoleServer } from './console-server.ts';

/*
 * The way in for a new place, in both languages: it applies on the partner page, the operator reads
 * the application in the console and invites its contact to a place, the contact signs in through
 * the e-mailed invitation and invites a colleague. Its own server, with a real SMTP server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 5;
const OPERATOR = 'drift@tredjedel.example';

const TEXT = {
  da: {
    partners: '/partnere/kobenhavn/restauranter',
    signIn: '/konsol/log-ind',
    apply: 'Send ansøgning',
    fields: {
      place: 'Stedets navn',
      address: 'Adresse',
      city: 'By',
      name: 'Dit navn',
      email: 'E-mail',
      phone: 'Telefon',
    },
    emailError: 'Skriv en gyldig e-mailadresse',
    thanks: 'Tak for jeres ansøgning',
    consoleLink: 'Log ind på konsollen',
    send: 'Send link',
    logIn: 'Log ind',
    applications: 'Ansøgninger',
    createInvitation: 'Opret invitation',
    invited: 'Inviteret som ejer af',
    invite: 'Inviter',
    colleague: 'Inviter en kollega',
    sendInvitation: 'Send invitation',
    sent: 'Invitationen er sendt',
  },
  en: {
    partners: '/en/partners/aarhus/restaurants',
    signIn: '/en/console/sign-in',
    apply: 'Send application',
    fields: {
      place: 'Name of the place',
      address: 'Address',
      city: 'City',
      name: 'Your name',
      email: 'Email',
      phone: 'Phone',
    },
    emailError: 'Enter a valid email address',
    thanks: 'Thank you for applying',
    consoleLink: 'Sign in to the console',
    send: 'Send link',
    logIn: 'Sign in',
    applications: 'Applications',
    createInvitation: 'Create invitation',
    invited: 'Invited as owner of',
    invite: 'Invite',
    colleague: 'Invite a colleague',
    sendInvitation: 'Send invitation',
    sent: 'The invitation has been sent',
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
  test(`[CONSOLE]: ${lang}: a place applies on the partner page, the operator invites it, its owner invites a colleague`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const applicant = `owner.${lang}@cafe-lille.example`;
    const colleague = `waiter.${lang}@cafe-lille.example`;

    // The partner page's form, at a phone's width: a bad address is named in the visitor's language.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.base}${text.partners}`);
    await dismissConsent(visitor);
    await expect(visitor.getByRole('link', { name: text.consoleLink })).toHaveAttribute('href', text.signIn);
    const form = visitor.locator('#bliv-partner');
    await form.getByLabel(text.fields.place, { exact: true }).fill(`Café Lille ${lang}`);
    await form.getByLabel(text.fields.address, { exact: true }).fill('Nørregade 1');
    await form.getByLabel(text.fields.city, { exact: true }).fill('København');
    await form.getByLabel(text.fields.name, { exact: true }).fill('Lise Holm');
    await form.getByLabel(text.fields.email, { exact: true }).fill('not-an-address');
    await form.getByLabel(text.fields.phone, { exact: true }).fill('20123456');
    await form.getByRole('button', { name: text.apply }).click();
    await expect(form.getByText(text.emailError)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await form.getByLabel(text.fields.email, { exact: true }).fill(applicant);
    const beforeApplication = server.smtp.messages.length;
    await form.getByRole('button', { name: text.apply }).click();
    await expect(form.getByRole('status')).toContainText(text.thanks);
    await visitor.screenshot({
      path: test.info().outputPath(`partner-apply-${lang}-390.png`),
      fullPage: true,
    });
    await server.mailTo('partnere@example.dk', beforeApplication);
    await visitorContext.close();

    // The operator reads it in the console and invites the applicant to a place.
    const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const operator = await operatorContext.newPage();
    await signIn(operator, lang, OPERATOR);
    await operator.getByRole('link', { name: text.applications }).click();
    const card = operator.getByRole('listitem', { name: new RegExp(`Café Lille ${lang}`) });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(operator);
    const beforeInvitation = server.smtp.messages.length;
    await card.getByRole('button', { name: text.createInvitation }).click();
    await expect(card.getByRole('status')).toContainText(text.invited);
    await operator.screenshot({
      path: test.info().outputPath(`applications-${lang}-1280.png`),
      fullPage: true,
    });
    const invitation = await server.linkTo(applicant, beforeInvitation);
    await operatorContext.close();

    // The applicant signs in through the invitation and invites a colleague.
    const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await ownerContext.newPage();
    await owner.goto(invitation);
    await dismissConsent(owner);
    await owner.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(owner.locator('.td-console__bar')).toBeVisible();
    await owner.getByRole('link', { name: text.invite, exact: true }).click();
    const colleagueForm = owner.getByRole('form', { name: text.colleague });
    await expect(colleagueForm).toBeVisible();
    await expectNoAxeViolations(owner);
    await colleagueForm.getByLabel(text.fields.email, { exact: true }).fill(colleague);
    const beforeColleague = server.smtp.messages.length;
    await colleagueForm.getByRole('button', { name: text.sendInvitation }).click();
    await expect(colleagueForm.getByRole('status')).toContainText(text.sent);
    await owner.screenshot({ path: test.info().outputPath(`invite-${lang}-390.png`), fullPage: true });
    expect(await server.linkTo(colleague, beforeColleague)).toContain('token=');
    await ownerContext.close();
  });
}
