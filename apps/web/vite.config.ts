import { fileURLToPath } from 'node:url';

import { getConfig as getLinguiConfig } from '@lingui/conf';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { pureDomainDeclarations } from './pure-schemas.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
// Paths from this folder, not the process's: in development Vite runs inside the API server
// (apps/api), where relative plugin names would resolve to the wrong place. Routes are a table in
// code (src/route-table.tsx, ADR 0015), so no route generator runs.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = getLinguiConfig({ configPath: `${webRoot}lingui.config.js` });

// Preact (through preact/compat) renders in place of React in both builds, the browser's and the
// server's, so the markup and the ids of useId that the server writes are the ones the browser
// hydrates (docs/decisions/0107). Tests keep React. Order matters: the longer names first.
// https://preactjs.com/guide/v10/getting-started#aliasing-react-to-preact
// The targets are resolved from this package: the workspace packages (and React's libraries) do
// not depend on Preact themselves, so a bare name would not resolve from their folders.
const fromWeb = (name: string) => fileURLToPath(import.meta.resolve(name));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: fromWeb('preact/compat/client') },
  { find: /^react-dom\/server(\.browser|\.node)?$/, replacement: fromWeb('preact/compat/server') },
  { find: /^react-dom\/test-utils$/, replacement: fromWeb('preact/test-utils') },
  { find: /^react-dom$/, replacement: fromWeb('preact/compat') },
  { find: /^react\/jsx-runtime$/, replacement: fromWeb('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: fromWeb('preact/jsx-dev-runtime') },
  { find: /^react$/, replacement: fromWeb('preact/compat') },
];
/** Tests of what depends on the renderer the site runs: they run with the Preact aliases. */
const PREACT_TESTS = 'src/**/*.preact.test.tsx';
/** Packages that import React: bundled into the server build so that the aliases reach them. */
const REACT_PACKAGES = [
  /^preact/,
  /^@tanstack\/react-/,
  /^@lingui\/react/,
  /^@xstate\/react/,
  /^use-sync-external-store/,
];

/**
 * Preact renders in development too, and React Refresh cannot swap Preact's components: an edited
 * module would be reported "hot updated" and never shown. So an edit to a script the page uses
 * reloads the page; stylesheets still update in place (docs/decisions/0107).
 */
const reloadOnScriptEdit: Plugin = {
  name: 'tredjedel:reload-on-script-edit',
  apply: 'serve',
  hotUpdate({ file, modules }) {
    if (this.environment.name !== 'client' || modules.length === 0 || !/\.[cm]?[jt]sx?$/.test(file)) return;
    this.environment.hot.send({ type: 'full-reload' });
    return [];
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: { alias: mode === 'test' ? [] : preactAliases },
  plugins: [
    reloadOnScriptEdit,
    // The Lingui macro (t, Trans, msg) compiles message ids at build time. In the browser build,
    // the domain's unused zod schemas are dropped as well (see pure-schemas.ts).
    react({
      babel: {
        cwd: webRoot,
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { linguiConfig }],
          ...(isSsrBuild || mode === 'test' ? [] : [pureDomainDeclarations]),
        ],
      },
    }),
    // Brotli and gzip copies of the browser's files, made once at build time; the server sends
    // the one the browser accepts (@fastify/static preCompressed) and spends no CPU on it.
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })]),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: src('entry-server.tsx'), output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // The server reads the manifest to put the hashed entry script and CSS into each page.
        manifest: true,
        rollupOptions: {
          input: src('entry-client.tsx'),
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id: string) => /node_modules/.test(id) && !/maplibre|xstate|libphonenumber/.test(id),
                },
              ],
            },
          },
        },
      },
  // Workspace packages ship TypeScript source, so the server bundle must include them.
  ssr: {
    noExternal: [/^@tredjedel\//, ...REACT_PACKAGES],
    // In development the server's modules are not bundled, and CommonJS that is inlined (for the
    // aliases) must be turned into ESM first: use-sync-external-store is CommonJS only.
    optimizeDeps: { include: ['use-sync-external-store/shim', 'use-sync-external-store/shim/with-selector'] },
  },
  test: {
    environment: 'happy-dom',
    // Component tests render React and wait for it; on a busy shared two-core machine a render
    // can take seconds, so waits are generous and a real failure still fails (ADR 0303).
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'react', include: ['src/**/*.test.{ts,tsx}'], exclude: [PREACT_TESTS] },
      },
      // What depends on the site's renderer itself (hydration in turns) runs on Preact, as the site does.
      { extends: true, resolve: { alias: preactAliases }, test: { name: 'preact', include: [PREACT_TESTS] } },
    ],
  },
}));
