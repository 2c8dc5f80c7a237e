#!/usr/bin/env node
// No hand-written file in apps/*/src or packages/*/src over 400 lines
// (docs/decisions/0010-the-layout-where-each-job-lives.md): a file that grows past it does more
// than one job and is split by job. Lingui's catalogs (*.po) are written by `lingui extract`.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.turbo']);

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(full);
    } else if (CHECKED.test(entry.name)) yield full;
  }
}

const sourceFolders = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(ROOT, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(ROOT, group, entry.name, 'src')),
);

const tooLong = [];
for (const folder of sourceFolders) {
  let files;
  try {
    files = [...filesUnder(folder)];
  } catch {
    continue; // a package without src/
  }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) tooLong.push(`${path.relative(ROOT, file)}: ${lines} lines`);
  }
}

if (tooLong.length > 0) {
  process.stderr.write(
    `Files over ${MAX_LINES} lines (split them by job, docs/decisions/0010-the-layout-where-each-job-lives.md):\n` +
      tooLong.map((line) => `  ${line}\n`).join(''),
  );
  process.exit(1);
}
process.stdout.write(`No file in apps/*/src or packages/*/src is over ${MAX_LINES} lines.\n`);
