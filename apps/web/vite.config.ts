import { fileURLToPath } from 'node:url';

import { getConfig as getLinguiConfig } from '@lingui/conf';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { pureDomainDeclarations } from './pure-schemas.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
// Paths from this folder, not the process's: in development Vite runs inside the API server
// (apps/api), where relative plugin names would resolve to the wrong place. Routes are a table in
// code (src/route-table.tsx, ADR 0015), so no route generator runs.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = getLinguiConfig({ configPath: `${webRoot}lingui.config.js` });

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // React Refresh in development (an edited component keeps its state). The Lingui macro (t,
    // Trans, msg) compiles message ids at build time. In the browser build,
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
  // Workspace packages ship TypeScript source, so the server bundle must include them; React and
  // the libraries load from node_modules, one copy for the server's render.
  ssr: { noExternal: [/^@tredjedel\//] },
  test: {
    environment: 'happy-dom',
    // Component tests render React and wait for it; on a busy shared two-core machine a render
    // can take seconds, so waits are generous and a real failure still fails (ADR 0302).
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
