import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import type { I18n } from '@lingui/core';

import { rootRoute } from '../../routes/root.tsx';
import { activateLocale, createI18n, loadCatalog } from '../i18n.ts';

const TITLE = msg`Saldo på gavekort`;

/** What the root route does before a navigation to `pathname` renders (only the language is read). */
async function beforeNavigation(i18n: I18n, pathname: string): Promise<void> {
  const beforeLoad = rootRoute.options.beforeLoad as ((options: unknown) => Promise<void>) | undefined;
  await beforeLoad?.({ context: { i18n }, location: { pathname } });
}

describe('switching the language of the pages', () => {
  it('switches once the other catalog is in', async () => {
    const i18n = createI18n('en', await loadCatalog('en'));
    expect(i18n._(TITLE)).toBe('Gift card balance');
    await activateLocale(i18n, 'da');
    expect(i18n.locale).toBe('da');
    expect(i18n._(TITLE)).toBe('Saldo på gavekort');
  });

  it('stays in the language of the latest navigation when a switch is still loading (back during a switch)', async () => {
    const i18n = createI18n('en', await loadCatalog('en'));
    // The switch to the Danish page, then back to the English one before its catalog has come.
    const toDanish = beforeNavigation(i18n, '/gavekort/saldo');
    await beforeNavigation(i18n, '/en/gavekort/balance');
    await toDanish;
    expect(i18n.locale).toBe('en');
    expect(i18n._(TITLE)).toBe('Gift card balance');
  });

  it('takes the last switch when the visitor goes back and forth again', async () => {
    const i18n = createI18n('en', await loadCatalog('en'));
    const first = beforeNavigation(i18n, '/gavekort/saldo');
    const back = beforeNavigation(i18n, '/en/gavekort/balance');
    const forward = beforeNavigation(i18n, '/gavekort/saldo');
    await Promise.all([first, back, forward]);
    expect(i18n.locale).toBe('da');
  });
});
