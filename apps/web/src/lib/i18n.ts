import { setupI18n, type I18n } from '@lingui/core';
import type { TLocale } from '@tredjedel/domain';

import { messages as da } from '../locales/da/messages.ts';
import { messages as en } from '../locales/en/messages.ts';

/**
 * One i18n instance per router: on the server every request renders in its own language, so a
 * shared global instance would leak one visitor's language into another's page.
 * Both catalogs are small and loaded up front, so switching language never waits.
 */
export function createI18n(locale: TLocale): I18n {
  return setupI18n({ locale, messages: { da, en } });
}
