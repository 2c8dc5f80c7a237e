import type { TLocale } from '../locale.ts';
import { writeQueryString, type TQueryEntries } from '../filters/query-string.ts';

/**
 * The console's pages (docs/decisions/0500-restaurants-console.md), one path pattern
 * per language in PAGE_PATHS (`console`) with the section's own word in each language.
 */
const CONSOLE_SECTIONS = [
  'signIn',
  'today',
  'tables',
  'profile',
  'invite',
  'applications',
  'newPlace',
] as const;
export type TConsoleSection = (typeof CONSOLE_SECTIONS)[number];

const CONSOLE_SECTION_SLUGS: Record<TLocale, Record<TConsoleSection, string>> = {
  da: {
    signIn: 'log-ind',
    today: 'i-dag',
    tables: 'borde',
    profile: 'profil',
    invite: 'inviter',
    applications: 'ansoegninger',
    newPlace: 'nyt-sted',
  },
  en: {
    signIn: 'sign-in',
    today: 'today',
    tables: 'tables',
    profile: 'profile',
    invite: 'invite',
    applications: 'applications',
    newPlace: 'new-place',
  },
};

const CONSOLE_ROOT: Record<TLocale, string> = { da: '/konsol', en: '/en/console' };

/** `/konsol/i-dag`, `/en/console/today`; `place` and `token` as query parameters. */
export function buildConsolePath(
  locale: TLocale,
  section: TConsoleSection,
  query: { place?: number; token?: string; application?: number } = {},
): string {
  const entries: TQueryEntries = [];
  if (query.place !== undefined) entries.push(['place', String(query.place)]);
  if (query.token !== undefined) entries.push(['token', query.token]);
  if (query.application !== undefined) entries.push(['application', String(query.application)]);
  const search = writeQueryString(entries);
  return `${CONSOLE_ROOT[locale]}/${CONSOLE_SECTION_SLUGS[locale][section]}${search ? `?${search}` : ''}`;
}

/** The section a path's slug names in that language, or null. */
export function parseConsoleSection(locale: TLocale, slug: string): TConsoleSection | null {
  const found = CONSOLE_SECTIONS.find((section) => CONSOLE_SECTION_SLUGS[locale][section] === slug);
  return found ?? null;
}
