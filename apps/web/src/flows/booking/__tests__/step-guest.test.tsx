import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TApiClient } from '@tredjedel/api-client';
import { getBookingRouteStep, isBookingLoading, type TLocale } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { StepGuest } from '../step-guest.tsx';
import { useBookingMachine } from '../use-booking.ts';
import { createFakeApi, HOLD_STATE } from './fake-api.ts';

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

/** The real machine restored from a hold (as after a reload), showing the INFO step. */
function Harness({ api, locale }: { api: TApiClient; locale: TLocale }) {
  const [snapshot, send] = useBookingMachine(
    { api, offset: 0, goTo: () => undefined, place: { name: 'Sted', product_type: 'restaurant' } },
    { productId: 1, locale, isRestoring: true },
  );
  const step = getBookingRouteStep(snapshot);
  return (
    <>
      <p data-testid="route">{step}</p>
      <p data-testid="alert">{snapshot.context.alert?.key ?? ''}</p>
      <p data-testid="hold">{snapshot.context.hold?.hold_id ?? ''}</p>
      {step === 'step2' ? (
        <StepGuest
          context={snapshot.context}
          isBusy={isBookingLoading(snapshot)}
          send={send}
          onBack={() => undefined}
        />
      ) : null}
    </>
  );
}

async function renderGuest(locale: TLocale = 'da', answers: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi(answers);
  render(
    <I18nProvider i18n={createI18n(locale, CATALOGS[locale])}>
      <Harness api={fake.api} locale={locale} />
    </I18nProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('route').textContent).toBe('step2'));
  return fake;
}

const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';

/** The text the field's aria-describedby points to. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** Types `value` as a gift code and adds it; the code's field, once it is marked invalid. */
async function addRefusedGiftcode(value: string) {
  fireEvent.change(screen.getByLabelText('Gavekortkode'), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj gavekort' }));
    await Promise.resolve();
  });
  const code = screen.getByLabelText('Gavekortkode');
  await waitFor(() => expect(invalid(code)).toBe(true));
  return code;
}

afterEach(cleanup);

describe('guest form (step2)', () => {
  it('marks every missing field, says why, and moves focus to the first one', async () => {
    await renderGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    const name = screen.getByLabelText('Navn');
    await waitFor(() => expect(invalid(name)).toBe(true));
    expect(description(name)).toBe('Skriv dit navn (højst 50 tegn)');
    expect(description(screen.getByLabelText('E-mail'))).toBe('Skriv en gyldig e-mailadresse');
    expect(description(screen.getByLabelText(/^Mobilnummer/))).toContain('Skriv et gyldigt mobilnummer');
    expect(document.activeElement).toBe(name);
    // The messages sit in live regions, so they are announced.
    expect(document.getElementById(`${name.id}-error`)?.getAttribute('aria-live')).toBe('polite');
  });

  it('clears a field error as the field is filled, and checks the repeated e-mail and the co-op card', async () => {
    await renderGuest();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.dk' } });
    fireEvent.change(screen.getByLabelText('Gentag e-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Medlemsnummer'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Postnummer'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    await screen.findByText('E-mailadresserne skal være ens');
    expect(screen.getByText('UGYLDIGT MEDLEMSNUMMER')).toBeTruthy();
    expect(screen.getByText('Ugyldigt postnummer')).toBeTruthy();
    const name = screen.getByLabelText('Navn');
    expect(invalid(name)).toBe(true);
    fireEvent.change(name, { target: { value: 'Anna Jensen' } });
    await waitFor(() => expect(invalid(name)).toBe(false));
    expect(screen.queryByText('Skriv dit navn (højst 50 tegn)')).toBeNull();
  });

  it('asks for e-mail and phone before checking a gift code', async () => {
    const { calls } = await renderGuest();
    const code = await addRefusedGiftcode('GAVE1');
    expect(description(code)).toContain('Skriv navn, e-mail og mobilnummer og en gyldig gavekortkode');
    expect(calls.some((path) => path.endsWith('/giftcode'))).toBe(false);
  });

  it('shows a refused gift code once, at the field, with the reason the server gave', async () => {
    await renderGuest('da', {
      giftcodeFailure: {
        status: 422,
        body: { error: 'unprocessable', message: 'x', msg: 'Giftcode is only valid for 4 people' },
      },
    });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.dk' } });
    fireEvent.change(screen.getByLabelText(/^Mobilnummer/), { target: { value: '20123456' } });
    const code = await addRefusedGiftcode('GAVE1');
    // The gift card's own party size, not the booking's (2).
    expect(description(code)).toBe('Gavekortet gælder kun for 4 personer');
    expect(screen.getByTestId('alert').textContent).toBe('');
  });

  it.each([
    ['da', 'Skriv først e-mail og mobilnummer.', 'E-mail', /^Mobilnummer/, 'Gavekortkode'],
    ['en', 'Enter your email and mobile number first.', 'Email', /^Mobile number/, 'Gift card code'],
  ] as const)(
    '(%s) drops the hint to enter e-mail and mobile first once both are filled in',
    async (locale, hint, emailLabel, phoneLabel, codeLabel) => {
      await renderGuest(locale);
      expect(description(screen.getByLabelText(codeLabel))).toBe(hint);
      fireEvent.change(screen.getByLabelText(emailLabel), { target: { value: 'anna@example.dk' } });
      expect(description(screen.getByLabelText(codeLabel))).toBe(hint);
      fireEvent.change(screen.getByLabelText(phoneLabel), { target: { value: '20123456' } });
      await waitFor(() => expect(description(screen.getByLabelText(codeLabel))).toBe(''));
      expect(screen.queryByText(hint)).toBeNull();
    },
  );

  it.each([
    ['da', 'Skift bord'],
    ['en', 'Change table'],
  ] as const)(
    '(%s) offers to change the held table on arrival, keeping the hold until a new one is chosen',
    async (locale, label) => {
      await renderGuest(locale);
      expect(screen.getByTestId('hold').textContent).toBe('hold-1');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: label }));
        await Promise.resolve();
      });
      await waitFor(() => expect(screen.getByTestId('route').textContent).toBe('step1'));
      // Still held: choosing again moves this hold (the hold call carries its id).
      expect(screen.getByTestId('hold').textContent).toBe('hold-1');
    },
  );

  it('offers an optional field for special requests and allergies, restored with the hold and limited in length', async () => {
    await renderGuest('da', {
      hold: { ...HOLD_STATE, guest: { ...HOLD_STATE.guest, special_requests: 'Nøddeallergi' } },
    });
    const field = screen.getByLabelText<HTMLTextAreaElement>('Særlige ønsker og allergier (valgfrit)');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe('Nøddeallergi');
    expect(field.maxLength).toBe(500);
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    await waitFor(() => expect(invalid(field)).toBe(true));
    expect(description(field)).toContain('Særlige ønsker kan højst fylde 500 tegn');
    fireEvent.change(field, { target: { value: 'Barnestol' } });
    await waitFor(() => expect(invalid(field)).toBe(false));
  });

  it('speaks English on the English pages', async () => {
    await renderGuest('en');
    expect(screen.getByLabelText('Special requests and allergies (optional)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Enter your name (at most 50 characters)');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });
});
