import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { TLocale } from '@tredjedel/domain';

/**
 * The compiled catalogs, one chunk each: a page loads only its own language's (the server
 * preloads it with the entry script), and a switch of language loads the other one in the root
 * route's `beforeLoad`, before anything renders in it (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
const CATALOGS: Record<TLocale, () => Promise<{ messages: Messages }>> = {
  da: () => import('../locales/da/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
};

/** The source file of each catalog, as Vite's manifest names its chunk. */
export const CATALOG_MODULES: Record<TLocale, string> = {
  da: 'src/locales/da/messages.ts',
  en: 'src/locales/en/messages.ts',
};

export async function loadCatalog(locale: TLocale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}

/**
 * One i18n instance per router: on the server every request renders in its own language, so a
 * shared global instance would leak one visitor's language into another's page. It starts with
 * the catalog of its locale, loaded by the caller.
 */
export function createI18n(locale: TLocale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The language each router's latest navigation asked for (see activateLocale). */
const wantedLocales = new WeakMap<I18n, TLocale>();

/**
 * Switches to `locale` once its catalog is in (fetched on the first switch; the module cache
 * answers every later one at once). Every navigation asks, even one to the language already
 * active, and the last one asked wins: a visitor who goes back while the other catalog is still
 * on its way stays in the page's language, instead of getting the other one when it arrives.
 */
export async function activateLocale(i18n: I18n, locale: TLocale): Promise<void> {
  wantedLocales.set(i18n, locale);
  if (i18n.locale === locale) return;
  const messages = await loadCatalog(locale);
  i18n.load(locale, messages);
  if (wantedLocales.get(i18n) === locale) i18n.activate(locale);
}
