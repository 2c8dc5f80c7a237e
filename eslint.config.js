// One flat config for the whole workspace. The import rules below are the architecture:
// domain is pure, api-client may use domain only, ui knows neither data fetching nor routes.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WORKSPACE = ['@tredjedel/*'];
const ROUTER = ['@tanstack/react-router', '@tanstack/router-*', '@tanstack/react-router-*'];

/** @param {string[]} groups @param {string} message */
const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.cache/**',
      '**/.data/**',
      '**/locales/**/*.ts',
      '**/*.config.*',
      '**/*.mjs',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the validated env module (env.ts / config.ts) only.',
        },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/config.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/test/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/api-client/**/*.{ts,tsx}'],
    plugins: { '@tanstack/query': pluginQuery },
    rules: {
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/stable-query-client': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: restrict(
      [...WORKSPACE, 'react', 'react-dom', 'node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'fastify'],
      'packages/domain is pure: no workspace packages, no React, no I/O.',
    ),
  },
  {
    // Packs the package and runs it in a fresh folder: I/O of the test itself, none of the domain's.
    files: ['packages/domain/test/package.test.ts'],
    rules: restrict([...WORKSPACE, 'react', 'react-dom'], 'The package test runs the packed package only.'),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: restrict(
      ['@tredjedel/ui', '@tredjedel/web', '@tredjedel/api', ...ROUTER],
      'packages/api-client may import @tredjedel/domain only.',
    ),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict(
      ['@tredjedel/api-client', '@tredjedel/web', '@tredjedel/api', '@tanstack/react-query', ...ROUTER],
      'packages/ui is presentational: it takes hrefs and callbacks as props, never the router or data fetching.',
    ),
  },
);
