import { describe, expect, it } from 'vitest';

import { buildConsolePath, parseConsoleSection, type TConsoleSection } from '../src/routes/console-paths.ts';
import { PAGE_PATHS } from '../src/routes/page-paths.ts';
import { matchesPagePath } from './match-page-path.ts';

const CONSOLE_SECTIONS: TConsoleSection[] = [
  'signIn',
  'today',
  'tables',
  'profile',
  'invite',
  'applications',
  'newPlace',
];

describe('console paths', () => {
  it('builds each section in each language on the page pattern, and reads it back', () => {
    for (const locale of ['da', 'en'] as const)
      for (const section of CONSOLE_SECTIONS) {
        const path = buildConsolePath(locale, section);
        expect(matchesPagePath(PAGE_PATHS.console[locale], path)).toBe(true);
        expect(parseConsoleSection(locale, path.split('/').at(-1) ?? '')).toBe(section);
      }
    expect(buildConsolePath('da', 'signIn', { token: 'abc' })).toBe('/konsol/log-ind?token=abc');
    expect(buildConsolePath('en', 'today', { place: 7 })).toBe('/en/console/today?place=7');
    expect(parseConsoleSection('da', 'today')).toBeNull();
  });
});
