import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { calculateBookingPrice } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { OrderSummary } from '../order-summary.tsx';
import { menu } from './fake-api.ts';

const CATALOG = await loadCatalog('da');
afterEach(cleanup);

const lines = (balance: number) =>
  calculateBookingPrice({
    menus: [{ menu: menu(1, 'Aftenmenu'), num_person: 2 }],
    giftcodes: [{ code: 'GAVE-0001', balance }],
  }).line_items;

const renderSummary = (balance: number, isToPay: boolean) =>
  render(
    <I18nProvider i18n={createI18n('da', CATALOG)}>
      <OrderSummary lines={lines(balance)} locale="da" isToPay={isToPay} />
    </I18nProvider>,
  );

describe('the order summary of a booking', () => {
  it('before payment, an order gift codes pay in full shows no VAT line', () => {
    renderSummary(1_000_000, true);
    expect(screen.queryByText('Heraf moms (25 %)')).toBeNull();
    expect(screen.getByText('I alt')).toBeTruthy();
  });

  it('keeps the VAT line when something is paid, and on the receipt', () => {
    renderSummary(100, true);
    expect(screen.getByText('Heraf moms (25 %)')).toBeTruthy();
    cleanup();
    renderSummary(1_000_000, false);
    expect(screen.getByText('Heraf moms (25 %)')).toBeTruthy();
  });
});
