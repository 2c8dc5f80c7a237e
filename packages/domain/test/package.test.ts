/**
 * The package as another app gets it: packed with `pnpm pack` (which builds `dist/` first and
 * swaps the exports to it), unpacked into a fresh folder, then imported by plain Node and type
 * checked by a strict NodeNext project, with no TypeScript loader and no workspace around it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(PACKAGE_DIR, '../..');
const requireHere = createRequire(path.join(PACKAGE_DIR, 'package.json'));

const CONSUMER_SOURCE = `
import { calculateBookingPrice, getErrorMessage, getSalePrice, validateGuestInfo } from '@tredjedel/domain';
import { buildPath } from '@tredjedel/domain/routes/routes';

const sale: number = getSalePrice(29_900);
const path: string = buildPath({ name: 'listing', city: 'kobenhavn', productType: 'restaurant', view: 'list' }, 'en');
const guest = validateGuestInfo({ name: 'Anna', email: 'not-an-email', email_confirm: 'not-an-email', phone: '+4520123456', coop_code: '', coop_zip: '' });
console.log(JSON.stringify({ sale, path, guestKeys: Object.keys(guest.errors).sort(), message: getErrorMessage('errors.email'), hasPricing: typeof calculateBookingPrice }));
`;

let consumerDir = '';

beforeAll(() => {
  consumerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-domain-consumer-'));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/pnpm.mjs'),
      '--filter',
      '@tredjedel/domain',
      'pack',
      '--pack-destination',
      consumerDir,
    ],
    {
      cwd: PACKAGE_DIR,
      stdio: 'pipe',
    },
  );
  const tarball = fs.readdirSync(consumerDir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');
  const installed = path.join(consumerDir, 'node_modules/@tredjedel/domain');
  fs.mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['xzf', path.join(consumerDir, tarball), '-C', installed, '--strip-components=1']);
  // The package's own dependencies, as an install would bring them (the registry is not needed).
  for (const dependency of ['zod', 'xstate', 'libphonenumber-js']) {
    const source = path.dirname(requireHere.resolve(`${dependency}/package.json`));
    fs.symlinkSync(source, path.join(consumerDir, 'node_modules', dependency), 'dir');
  }
  fs.writeFileSync(path.join(consumerDir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  fs.writeFileSync(path.join(consumerDir, 'consumer.ts'), CONSUMER_SOURCE);
  fs.writeFileSync(
    path.join(consumerDir, 'consumer.mjs'),
    CONSUMER_SOURCE.replace(/: (number|string) =/g, ' ='),
  );
  // `pnpm pack` compiles the package with tsc: a minute when the machine is quiet, and it took
  // over two while CI's other tasks shared the two cores (docs/decisions/0302-tests-model-report-and-one-e2e-retry.md).
}, 300_000);

afterAll(() => {
  if (consumerDir) fs.rmSync(consumerDir, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('ships JavaScript and declarations, not only TypeScript sources', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(consumerDir, 'node_modules/@tredjedel/domain/package.json'), 'utf8'),
    ) as {
      exports: Record<string, { types: string; default: string }>;
      dependencies: Record<string, string>;
    };
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(Object.values(manifest.dependencies).some((version) => version.startsWith('catalog:'))).toBe(
      false,
    );
    expect(fs.existsSync(path.join(consumerDir, 'node_modules/@tredjedel/domain/dist/index.d.ts'))).toBe(
      true,
    );
  });

  it('runs in plain Node', () => {
    const output = execFileSync(process.execPath, ['consumer.mjs'], { cwd: consumerDir, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      sale: 19_900,
      path: '/en/kobenhavn/restaurants',
      guestKeys: ['email'],
      message: 'Enter a valid email address',
      hasPricing: 'function',
    });
    // Node starts in well under a second on a quiet machine; CI on a busy one took over five.
  }, 60_000);

  it('type checks in a strict NodeNext project', () => {
    const tsc = requireHere.resolve('typescript/bin/tsc');
    const result = execFileSync(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--skipLibCheck',
        'false',
        'consumer.ts',
      ],
      { cwd: consumerDir, encoding: 'utf8' },
    );
    expect(result).toBe('');
    // tsc over the package's declarations and its dependencies' took over a minute on a busy CI machine.
  }, 300_000);
});
