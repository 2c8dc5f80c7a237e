import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../helper.ts';

/**
 * The API describes itself (ADR 0245): every /api/v4 route carries a schema built from the
 * domain's zod schemas, and GET /api/v4/openapi.json is the OpenAPI 3.1 document made from them.
 */
type TOperation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: object; required?: string[] } }> }
  >;
};
type TDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, TOperation>>;
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
/** `/booking/:id/hold` in Fastify is `/booking/{id}/hold` in OpenAPI. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);

describe.each(DATABASE_KINDS)('OpenAPI document on %s', (kind) => {
  let ctx: TTestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp(kind, {}, { onRoute: (route) => void routes.push(route) });
  });
  afterAll(() => ctx.close());

  const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/v4/'));

  it('finds the API routes it walks (about 30 of them)', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it('every /api/v4 route declares its schema: params, body and the 200 answer', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      const schema = route.schema as
        { params?: z.ZodObject; body?: unknown; response?: Record<string, unknown> } | undefined;
      if (!schema) {
        missing.push(`${name}: no schema`);
        continue;
      }
      if (!schema.response?.['200']) missing.push(`${name}: no 200 response schema`);
      if (!schema.response?.['4xx']) missing.push(`${name}: no error response schema`);
      const params = pathParams(route.url);
      const declared = schema.params ? Object.keys(schema.params.shape) : [];
      if (params.join() !== declared.join())
        missing.push(`${name}: params ${declared.join()} ≠ ${params.join()}`);
      if ([route.method].flat().some((method) => METHODS_WITH_BODY.has(method)) && !schema.body) {
        missing.push(`${name}: no body schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document, cacheable, with an ETag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(response.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v4/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const document = response.json<TDocument>();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Tredjedel API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    // The configured origin (PUBLIC_URL, by default http://localhost:PORT), never the request's Host.
    expect((document as unknown as { servers: unknown }).servers).toEqual([{ url: ctx.config.PUBLIC_URL }]);
    // Only the API: pages, media and payment routes are not part of it.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v4/'))).toBe(true);
  });

  it('has every /api/v4 route with its method, parameters, request body and answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json<TDocument>();
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const path = toOpenApiPath(route.url);
      for (const method of methodsOf(route)) {
        const name = `${method} ${path}`;
        const operation = document.paths[path]?.[method.toLowerCase()];
        if (!operation) {
          problems.push(`${name}: missing`);
          continue;
        }
        const inPath = (operation.parameters ?? []).filter((item) => item.in === 'path');
        if (inPath.map((item) => item.name).join() !== pathParams(route.url).join()) {
          problems.push(`${name}: path parameters ${inPath.map((item) => item.name).join()}`);
        }
        if (METHODS_WITH_BODY.has(method) && !operation.requestBody?.content['application/json']) {
          problems.push(`${name}: no JSON request body`);
        }
        if (!operation.responses['200']) problems.push(`${name}: no 200 answer`);
        const error = operation.responses['4XX']?.content?.['application/json']?.schema;
        if (!error?.required?.includes('error') || !error.required.includes('message')) {
          problems.push(`${name}: error answer is not { error, message }`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents query parameters and bodies from the domain schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json<TDocument>();
    const list = document.paths['/api/v4/products']?.get;
    expect(list?.parameters?.filter((item) => item.in === 'query').map((item) => item.name)).toEqual(
      expect.arrayContaining(['city', 'product_type', 'person', 'current_page', 'per_page']),
    );
    const hold = document.paths['/api/v4/booking/{id}/hold']?.post;
    expect(hold?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'x-csrf-token', required: true }),
      ]),
    );
    const body = hold?.requestBody?.content['application/json']?.schema as { properties?: object };
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['seat', 'time', 'menus']));
    const calendar = document.paths['/api/v4/orders/{reference}/calendar.ics']?.get;
    expect(Object.keys(calendar?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
  });

  it('addresses orders by their public reference and shows no internal order id (ADR 0255)', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json<TDocument>();
    const orderPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/v4/orders/'));
    expect(orderPaths).toHaveLength(5);
    for (const path of orderPaths) {
      expect(path).toMatch(/^\/api\/v4\/orders\/\{reference\}/);
      for (const operation of Object.values(document.paths[path] ?? {})) {
        const param = operation.parameters?.find((item) => item.in === 'path') as
          { name: string; schema?: { type?: string; pattern?: string } } | undefined;
        expect(param).toMatchObject({ name: 'reference', schema: { type: 'string' } });
        expect(param?.schema?.pattern).toContain('TD-');
        // An answer about an order names it by its reference only.
        const answer = operation.responses['200']?.content?.['application/json']?.schema;
        if (answer) {
          expect(answer.properties).toHaveProperty('reference');
          expect(answer.properties).not.toHaveProperty('order_id');
        }
      }
    }
    // The payment answers keep the spec's `order_id` field, now the reference: a string.
    const payment = document.paths['/api/v4/booking/{id}/payment']?.post;
    const paid = payment?.responses['200']?.content?.['application/json']?.schema as {
      properties?: { order?: { properties?: { order_id?: unknown } } };
    };
    expect(JSON.stringify(paid.properties?.order?.properties?.order_id)).toContain('"string"');
    expect(JSON.stringify(paid.properties?.order?.properties?.order_id)).not.toContain('integer');
  });
});
