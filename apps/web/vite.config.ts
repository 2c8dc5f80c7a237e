import { fileURLToPath } from 'node:url';

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // The Lingui macro (t, Trans, msg) compiles message ids at build time.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
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
        rollupOptions: { input: src('entry-client.tsx') },
      },
  // Workspace packages ship TypeScript source, so the server bundle must include them.
  ssr: { noExternal: [/^@tredjedel\//] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
