import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_OPERATIONS } from '../../../../src/routes/api/operations.ts';
import { buildTestApp, type TTestApp } from '../../../helper.ts';

/**
 * The document passes Redocly's recommended rules (what `redocly lint` runs by default) with no
 * error and no warning, and follows the conventions of src/routes/api/operations.ts (ADR 0245): a
 * route missing there fails here, with what to add. The document is the same on either database.
 */
type TOperation = { operationId?: string; summary?: string; tags?: string[]; security?: object[] };
type TDocument = {
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

const PUBLIC_URL = 'https://booking.tredjedel.dk';
const VERBS = [
  ...['get', 'create', 'update', 'delete', 'attach', 'join', 'subscribe', 'cancel', 'calculate', 'check'],
  ...['request', 'open', 'sign', 'mark', 'publish', 'close', 'reopen', 'invite', 'apply', 'start', 'hold'],
];

describe('OpenAPI document against the tools', () => {
  let ctx: TTestApp;
  let source = '';
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp('pglite', { PUBLIC_URL }, { onRoute: (route) => void routes.push(route) });
    source = (await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).body;
  });
  afterAll(() => ctx.close());

  it("passes Redocly's recommended rules with no error or warning", async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: `${PUBLIC_URL}/api/v4/openapi.json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
      ),
    ).toEqual([]);
  });

  it('names every /api/v4 route in operations.ts', () => {
    const missing = routes
      .filter((route) => route.url.startsWith('/api/v4/'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((m) => `${m} ${route.url}`),
      )
      .filter((key) => !API_OPERATIONS[key]);
    expect(missing, 'add these to API_OPERATIONS in src/routes/api/operations.ts').toEqual([]);
  });

  it('follows the conventions: ids named as client functions, one-line summaries, known tags, CSRF security', () => {
    const document = JSON.parse(source) as TDocument;
    const tags = new Set(document.tags.map((tag) => tag.name));
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const id = operation.operationId ?? '';
        if (!/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id) || !VERBS.some((verb) => id.startsWith(verb)))
          problems.push(`${name}: operationId "${id}" is not a verb then a thing in camelCase`);
        const summary = operation.summary ?? '';
        if (!summary || summary.length > 80 || /[\n.]$/.test(summary) || summary.includes('\n'))
          problems.push(
            `${name}: summary "${summary}" is not one line under 80 characters without a full stop`,
          );
        if (operation.tags?.length !== 1 || !tags.has(operation.tags[0] ?? ''))
          problems.push(
            `${name}: tags ${JSON.stringify(operation.tags)} are not one of ${[...tags].join(', ')}`,
          );
        const needsCsrf = method !== 'get';
        const security = JSON.stringify(operation.security);
        if (security !== (needsCsrf ? '[{"csrfToken":[],"csrfCookie":[]}]' : '[]'))
          problems.push(
            `${name}: security ${security}; a ${method.toUpperCase()} needs ${needsCsrf ? 'the CSRF token' : 'none'}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    expect(document.components.securitySchemes).toMatchObject({
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: '_csrf' },
    });
  });
});
