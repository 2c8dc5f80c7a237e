// Compiles the server for production (`npm start`, `npm run start:cluster`): src/server.ts and
// everything it imports from this repository (the domain package is TypeScript source) into one
// ES module, dist/server.js, that plain `node` runs; the packages of apps/api's own dependencies
// stay imports resolved from node_modules. Development and tests keep running src/ through tsx
// and vitest. dist/ sits beside src/, so paths computed from import.meta.url (config.ts's
// REPO_ROOT) are the same in both. Why a bundle: docs/decisions/0001-workspace-toolchain-and-running-the-server.md.
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

const here = import.meta.dirname;
// Compiled in so that only the components the e-mails use are loaded: the package's index also
// loads its code block with prismjs and its markdown renderer, 34 MB of a server's resident memory
// the e-mails never use (docs/decisions/0001-workspace-toolchain-and-running-the-server.md).
const BUNDLED_FOR_MEMORY = new Set(['@react-email/components']);
const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

// Chunks are named by their content: a build starts from an empty folder, so none is left over.
rmSync(path.join(here, 'dist'), { recursive: true, force: true });

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
  // packages load only then (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own packages and apps/api's dependencies (vite too, imported in development only) are
  // loaded from node_modules as they are; workspace packages (TypeScript source) and their
  // dependencies are compiled in.
  external: Object.keys({ ...dependencies, ...devDependencies }).filter(
    (name) => !name.startsWith('@tredjedel/') && !BUNDLED_FOR_MEMORY.has(name),
  ),
  sourcemap: 'linked',
  // Bundled CommonJS (of the domain's dependencies) may call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The components' index re-exports @react-email/render, which stays external, and an external
  // `export *` keeps every other module it re-exports; compiled without that line, the components
  // the e-mails do not use (the code block with prismjs, markdown, tailwind) are left out.
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
