// Compiles the server for production (`npm start`, `npm run start:cluster`): src/server.ts and
// everything it imports from this repository (the domain package is TypeScript source) into one
// ES module, dist/server.js, that plain `node` runs; the packages of apps/api's own dependencies
// stay imports resolved from node_modules. Development and tests keep running src/ through tsx
// and vitest. dist/ sits beside src/, so paths computed from import.meta.url (config.ts's
// REPO_ROOT) are the same in both. Why a bundle: docs/decisions/0001-workspace-toolchain-and-running-the-server.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own packages and apps/api's dependencies (vite too, imported in development only) are
  // loaded from node_modules as they are; workspace packages (TypeScript source) and their
  // dependencies are compiled in.
  external: Object.keys({ ...dependencies, ...devDependencies }).filter(
    (name) => !name.startsWith('@tredjedel/'),
  ),
  sourcemap: 'linked',
  // Bundled CommonJS (of the domain's dependencies) may call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  legalComments: 'none',
});
