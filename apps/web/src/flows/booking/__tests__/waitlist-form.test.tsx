import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TLocale, TTimeSlot } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { WaitlistOffer } from '../waitlist-form.tsx';
import { createFakeApi, slot } from './fake-api.ts';

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

const TEXT = {
  da: {
    open: 'Giv mig besked, hvis et bord bliver ledigt',
    email: 'Din e-mail',
    consent: /Ja, send mig én e-mail, hvis et bord til 2/,
    submit: 'Giv mig besked',
    done: /Tak\. Vi skriver én gang til anna@example\.dk, hvis et bord til 2 bliver ledigt kl\. 19\.30 i dag\./,
    consentError: 'Sæt hak, hvis vi må sende dig én e-mail, når et bord bliver ledigt',
    emailError: 'Skriv en gyldig e-mailadresse',
    inStock: 'Der er et ledigt bord på dette tidspunkt: book det nu',
  },
  en: {
    open: 'Tell me if a table frees up',
    email: 'Your e-mail',
    consent: /Yes, send me one e-mail if a table for 2/,
    submit: 'Notify me',
    done: /Thank you\. We will write once to anna@example\.dk if a table for 2 frees up at 19:30 today\./,
    consentError: 'Accept that we e-mail you once if a table frees up',
    emailError: 'Enter a valid email address',
    inStock: 'A table is free at this time: book it now',
  },
} as const;

const FUTURE = '2099-01-01T00:00:00.000Z';
const at = (time: string, status: TTimeSlot['status']): TTimeSlot => ({
  ...slot(time, status),
  valid_until: FUTURE,
});

function renderOffer(
  locale: TLocale,
  times: TTimeSlot[],
  waitlist?: { status: number; body: unknown },
  numPerson = 2,
  chosenTime = '0',
) {
  const fake = createFakeApi(waitlist ? { waitlist } : {});
  render(
    <I18nProvider i18n={createI18n(locale, CATALOGS[locale])}>
      <WaitlistOffer
        api={fake.api}
        locale={locale}
        productId={7}
        numPerson={numPerson}
        times={times}
        chosenTime={chosenTime}
        offset={Date.parse('2026-11-22T17:00:00.000Z') - Date.now()}
      />
    </I18nProvider>,
  );
  return fake;
}

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
};

afterEach(cleanup);

describe.each(['da', 'en'] as const)('the waitlist offer on step 1 (%s)', (locale) => {
  const text = TEXT[locale];

  it('is offered only for sold-out or held times that have not passed, once a party is chosen', () => {
    renderOffer(locale, [at('19:00:00', 'in-stock')]);
    expect(screen.queryByRole('button', { name: text.open })).toBeNull();
    cleanup();
    renderOffer(locale, [at('19:30:00', 'soldout')], undefined, 0);
    expect(screen.queryByRole('button', { name: text.open })).toBeNull();
    cleanup();
    renderOffer(locale, [{ ...at('17:00:00', 'soldout'), valid_until: '2026-11-22T16:00:00.000Z' }]);
    expect(screen.queryByRole('button', { name: text.open })).toBeNull();
  });

  it('stays away when the chosen time can be booked (step 1 opened from the table-free e-mail)', () => {
    const times = [at('19:00:00', 'soldout'), at('19:30:00', 'in-stock')];
    renderOffer(locale, times, undefined, 2, '19:30:00');
    expect(screen.queryByRole('button', { name: text.open })).toBeNull();
    cleanup();
    // No time chosen yet, or a sold-out one chosen: the offer for the sold-out time is there.
    renderOffer(locale, times, undefined, 2, '0');
    expect(screen.getByRole('button', { name: text.open })).toBeTruthy();
  });

  it('sends the time, party, address, consent and language, and says what happens next', async () => {
    const { sent, calls } = renderOffer(locale, [
      at('19:00:00', 'in-stock'),
      at('19:30:00', 'soldout'),
      at('20:00:00', 'on-hold'),
    ]);
    await submit(text.open);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect([...select.options].map((option) => option.value)).toEqual(['19:30:00', '20:00:00']);
    // Nothing is sent without a valid address and consent.
    await submit(text.submit);
    await waitFor(() => expect(screen.getByText(text.emailError)).toBeTruthy());
    expect(screen.getByText(text.consentError)).toBeTruthy();
    expect(calls.filter((path) => path.endsWith('/waitlist'))).toEqual([]);

    fireEvent.change(screen.getByLabelText(text.email), { target: { value: 'anna@example.dk' } });
    fireEvent.click(screen.getByLabelText(text.consent));
    await submit(text.submit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(text.done));
    expect(calls).toContain('/api/v4/booking/7/waitlist');
    expect(sent).toEqual([
      { time: '19:30:00', seat: 2, email: 'anna@example.dk', is_accept_terms: true, lang: locale },
    ]);
  });

  it("shows the server's refusal in the visitor's language", async () => {
    renderOffer(locale, [at('19:30:00', 'on-hold')], {
      status: 409,
      body: {
        error: 'conflict',
        message: 'A table is free at this time: book it now',
        errors: { time: 'errors.waitlist_in_stock' },
      },
    });
    await submit(text.open);
    fireEvent.change(screen.getByLabelText(text.email), { target: { value: 'anna@example.dk' } });
    fireEvent.click(screen.getByLabelText(text.consent));
    await submit(text.submit);
    await waitFor(() => expect(screen.getByText(text.inStock)).toBeTruthy());
  });
});
