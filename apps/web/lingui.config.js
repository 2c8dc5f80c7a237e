/** Lingui: Danish is the source language; English is complete too (CI compiles with --strict). */
export default {
  sourceLocale: 'da',
  locales: ['da', 'en'],
  fallbackLocales: { default: 'da' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../packages/ui/src'],
    },
  ],
  compileNamespace: 'ts',
  format: 'po',
  formatOptions: { lineNumbers: false, origins: true },
};
