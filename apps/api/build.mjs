// Compiles the server for production (`npm start`, `npm run start:cluster`): src/server.ts and
// everything it imports (the domain package's TypeScript source, and the packages it uses but those
// below) into ES modules, dist/server.js and the chunks it loads, that plain `node` runs.
// Development and tests keep running src/ through tsx and vitest. dist/ sits beside src/, so paths computed from import.meta.url (config.ts's
// REPO_ROOT) are the same in both. Why a bundle: docs/decisions/0001-workspace-toolchain-and-running-the-server.md.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

const here = import.meta.dirname;
// Packages compiled in load as one file each instead of hundreds through Node's module loader: a
// start was about 0.45 s sooner (docs/decisions/0001-workspace-toolchain-and-running-the-server.md,
// "Start-up"). These stay imports from node_modules: PGlite (its WebAssembly and data files sit
// beside its module), pg (an optional native driver), pino (its transports start worker files found
// beside its modules), the packages loaded by name on first use (lib/load-on-use.ts), and what
// only development loads.
const LEFT_IN_NODE_MODULES = [
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  'pino',
  'pino-pretty',
  'stripe',
  'ioredis',
  'nodemailer',
  'vite',
  'tsx',
];

await build({
  // The worker threads are entries of their own, beside the server (lib/start-worker.ts starts
  // dist/<name>.js): the embedded database's and the page renders'.
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
    'render-worker': path.join(here, 'src/page-host/render-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  // server.ts loads serve.ts with import() while the database opens: a chunk of its own, whose
  // packages load only then. Chunks are named by their content and a build never deletes one: a
  // server still running from the build before loads its later chunks (the first e-mail's
  // renderer) by the names it was built with (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: LEFT_IN_NODE_MODULES,
  sourcemap: 'linked',
  // Bundled CommonJS packages may call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The components' index re-exports @react-email/render, which render-email.ts loads with the
  // first e-mail; compiled without that line, the renderer (React's server renderer with it) stays
  // out of the server's start.
  plugins: [
    {
      name: 'react-email-components-without-render',
      setup(builder) {
        builder.onLoad({ filter: /@react-email[\\/]components[\\/]dist[\\/]index\.mjs$/ }, async (args) => ({
          contents: (await readFile(args.path, 'utf8')).replace(
            /^export \* from "@react-email\/render"$/m,
            '',
          ),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }));
      },
    },
  ],
  logLevel: 'warning',
  legalComments: 'none',
});
