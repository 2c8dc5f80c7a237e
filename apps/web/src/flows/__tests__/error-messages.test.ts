import { ERROR_KEYS, getErrorMessage } from '@tredjedel/domain';
import { describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../lib/i18n.ts';
import { translateError } from '../error-messages.ts';

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

const PARAMS = { n: 4, menu: 'Delemenu', sizes: '2, 4, 6' };

describe('error texts', () => {
  it('gives every catalogue key the catalogue English on English pages', () => {
    const i18n = createI18n('en', CATALOGS.en);
    for (const key of ERROR_KEYS)
      expect(translateError(i18n, key, PARAMS), key).toBe(getErrorMessage(key, PARAMS));
  });

  it('gives every catalogue key a Danish text of its own with the values filled in', () => {
    const i18n = createI18n('da', CATALOGS.da);
    for (const key of ERROR_KEYS) {
      const text = translateError(i18n, key, PARAMS);
      expect(text, key).not.toBe(getErrorMessage(key, PARAMS));
      expect(text, key).not.toMatch(/[{}]/);
    }
    expect(translateError(i18n, 'errors.menus_num_person', { n: 3 })).toBe('Vælg menuer til 3 personer');
  });

  it('reads a server code key as the generic failure naming the code', () => {
    expect(translateError(createI18n('en', CATALOGS.en), 'errors.bycode-4711')).toBe(
      'Failed, Please reload and try again (4711)',
    );
    expect(translateError(createI18n('da', CATALOGS.da), 'errors.bycode-4711')).toBe(
      'Det mislykkedes. Genindlæs siden, og prøv igen (4711)',
    );
  });
});
