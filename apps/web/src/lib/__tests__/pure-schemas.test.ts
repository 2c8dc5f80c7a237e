import { runInNewContext } from 'node:vm';

import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';

import { pureDomainDeclarations } from '../../../pure-schemas.ts';

const DOMAIN_FILE = '/repo/packages/domain/src/entities/product.ts';

function transform(code: string, filename = DOMAIN_FILE): string {
  const result = transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [pureDomainDeclarations],
  });
  return result?.code ?? '';
}

/** What a module's exports are once evaluated (the transform must not change them). */
function evaluate(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code.replace(/export const (\w+)/g, 'const $1 = exports.$1');
  runInNewContext(body, { exports, z: { object: (shape: unknown) => ({ kind: 'object', shape }) } });
  return exports;
}

describe('pureDomainDeclarations (browser build)', () => {
  it('marks a top-level initialiser that calls something as pure, so an unused schema can go', () => {
    const output = transform('export const ZProduct = z.object({ id: 1 });');
    expect(output).toContain('/*#__PURE__*/(() => z.object({');
    expect(evaluate(output)).toEqual(evaluate('export const ZProduct = z.object({ id: 1 });'));
  });

  it('leaves plain constants, functions and statements alone', () => {
    const code = [
      "export const PRODUCT_TYPES = ['restaurant', 'bar', 'takeaway'];",
      'export const isBar = (type) => type === "bar";',
      'register();',
    ].join('\n');
    expect(transform(code)).not.toContain('__PURE__');
    // A call inside a function body runs later, not at load: nothing to mark.
    expect(transform('export const later = () => z.object({});')).not.toContain('__PURE__');
  });

  it('touches the domain only', () => {
    expect(transform('export const x = make();', '/repo/apps/web/src/lib/x.ts')).not.toContain('__PURE__');
  });
});
