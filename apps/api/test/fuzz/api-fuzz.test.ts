import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, DATABASE_KINDS, type TTestApp } from '../helper.ts';
import {
  CSRF_HEADERS,
  GUEST,
  prepareBookable,
  type TBookable,
} from '../routes/api/v4/booking/booking-fixtures.ts';

/**
 * Property-based fuzzing of every /api/v4 endpoint (fast-check): parameters, query and body
 * fields named by the domain's zod schemas get hostile values (wrong types, NUL and odd unicode,
 * huge strings, extreme numbers, arrays for scalars, missing fields, invalid JSON, wrong content
 * types). Never a 5xx, always a JSON `{ error, message }`, and no row changed by a refused call.
 * The endpoints and their fields come from the API's own OpenAPI document (GET
 * /api/v4/openapi.json, built from those zod schemas; ADR 0245), so a new route is fuzzed as
 * soon as it is described, and the route test below fails when one is not.
 */
type TEndpoint = {
  method: string;
  /** Fastify's form, relative to /api/v4: `/booking/:id/hold`. */
  path: string;
  query: string[];
  /** The JSON body's fields, or null for a call without a body. */
  body: string[] | null;
};

type TOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};

function endpointsOf(document: { paths: Record<string, Record<string, TOperation>> }): TEndpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/^\/api\/v4/, '').replace(/\{([^}]+)\}/g, ':$1'),
      query: (operation.parameters ?? []).filter((item) => item.in === 'query').map((item) => item.name),
      body: operation.requestBody
        ? Object.keys(operation.requestBody.content['application/json']?.schema.properties ?? {})
        : null,
    })),
  );
}

/** At least this many requests a run (issue: 2,000 a CI run), spread over the endpoints. */
const MIN_REQUESTS = 2_000;

/** Text no schema expects: NUL, lone surrogates, combining marks, RTL, emoji, huge, traversal. */
const oddText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 6 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\uffff\ufffe',
    'Z\u0335\u0322\u0361',
    '\u202eabc',
    '🙂👩‍👩‍👧',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    '',
    ' ',
    'x'.repeat(70_000),
  ),
);
const extremeNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const numericText = fc.oneof(
  extremeNumber.map(String),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '-0',
    '0x10',
    '2147483648',
    '99999999999999999999',
  ),
);
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  extremeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddText, extremeNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(oddText, extremeNumber), { maxKeys: 3 }),
);

/** encodeURIComponent throws on lone surrogates; a client would send them as U+FFFD. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

type TKnown = Record<string, unknown>;

/** A field: a value a real client sends (when we know one), or a hostile one; sometimes absent. */
function fieldValue(known: TKnown, key: string, asText: boolean): fc.Arbitrary<unknown> {
  const hostile = asText
    ? fc.oneof(oddText, numericText, fc.array(fc.oneof(oddText, numericText), { minLength: 2, maxLength: 3 }))
    : jsonValue;
  return key in known
    ? fc.oneof({ arbitrary: fc.constant(known[key]), weight: 1 }, { arbitrary: hostile, weight: 1 })
    : hostile;
}

type TRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

function requestFor(endpoint: TEndpoint, known: TKnown): fc.Arbitrary<TRequest> {
  const paramKeys = (endpoint.path.match(/:[a-z_A-Z]+/g) ?? []).map((name) => name.slice(1));
  const params = fc.tuple(...paramKeys.map((key) => fieldValue(known, key, true)));
  const queryKeys = [...endpoint.query, 'extra'];
  const query = fc
    .subarray(queryKeys)
    .chain((keys) =>
      fc.tuple(...keys.map((key) => fieldValue(known, key, true).map((value) => [key, value] as const))),
    );
  const bodyKeys = [...(endpoint.body ?? []), 'extra'];
  const jsonBody = fc
    .subarray(bodyKeys, { minLength: Math.max(bodyKeys.length - 3, 0) })
    .chain((keys) =>
      fc.tuple(...keys.map((key) => fieldValue(known, key, false).map((value) => [key, value] as const))),
    )
    .map((entries) => JSON.stringify(Object.fromEntries(entries)));
  const body = fc.oneof(
    { arbitrary: jsonBody.map((text) => ({ text, type: 'application/json' })), weight: 6 },
    {
      arbitrary: fc.constantFrom('{"seat":', '[1,2', 'null', '[]', '"text"', '12', '{"a":1}{', '\u0000', ''),
      weight: 1,
    }.arbitrary.map((text) => ({ text, type: 'application/json' })),
    {
      arbitrary: fc.tuple(
        jsonBody,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        ),
      ),
      weight: 1,
    }.arbitrary.map(([text, type]) => ({ text, type })),
  );
  return fc
    .record({
      params,
      query,
      body: endpoint.body ? body : fc.constant(null),
      csrf: fc.boolean().map((isOmitted) => !isOmitted || Math.random() < 0.9),
      rawQuery: fc.constantFrom('', '', '', '&%', '&%zz=1', '&a[]=1&a=2', '&=x'),
    })
    .map(({ params: paramValues, query: queryEntries, body: bodyPart, csrf, rawQuery }) => {
      let index = 0;
      const path = endpoint.path.replace(/:[a-z_A-Z]+/g, () => {
        const value = paramValues[index++];
        return encode(Array.isArray(value) ? value.join(',') : String(value));
      });
      const search = queryEntries
        .flatMap(([key, value]) =>
          Array.isArray(value)
            ? value.map((item) => `${key}[]=${encode(String(item))}`)
            : [`${key}=${encode(String(value))}`],
        )
        .join('&');
      const headers: Record<string, string> = csrf ? { ...CSRF_HEADERS } : {};
      if (bodyPart) headers['content-type'] = bodyPart.type;
      return {
        method: endpoint.method,
        url: `/api/v4${path}?${search}${rawQuery}`,
        headers,
        ...(bodyPart ? { payload: bodyPart.text } : {}),
      };
    });
}

describe.each(DATABASE_KINDS)('fuzzing every /api/v4 endpoint (%s)', (kind) => {
  let ctx: TTestApp;
  let place: TBookable;
  let tables: string[];
  let endpoints: TEndpoint[];
  beforeAll(async () => {
    // Rate limits would refuse most calls after a few: lift them to reach the handlers.
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_GIFTCODE_PER_MINUTE: 1_000_000,
      RATE_LIMIT_PAYMENT_PER_MINUTE: 1_000_000,
    });
    place = await prepareBookable(ctx, 8);
    endpoints = endpointsOf((await ctx.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json());
    const result = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    // Rate-limit counters count refused calls too, and the inventory of the day is made by the
    // first read of it: neither is a row a refused request may not change.
    tables = result
      .map((row) => row.table_name)
      .filter(
        (name) => !['rate_limits', 'time_slots', 'materialised_days', '__drizzle_migrations'].includes(name),
      );
  });
  afterAll(() => ctx.close());

  async function rows<T>(query: SQL): Promise<T[]> {
    // Both drivers answer raw queries with `{ rows }`; the shared Drizzle type leaves it unknown.
    const result = await ctx.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  /** Row count and an md5 of every row of every table, in one query. */
  async function checksum(): Promise<string> {
    const parts = tables.map(
      (name) =>
        `select '${name}' as t, count(*)::text as n, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from "${name}" x`,
    );
    const result = await rows<{ t: string; n: string; h: string }>(sql.raw(parts.join(' union all ')));
    return result.map((row) => `${row.t}:${row.n}:${row.h}`).join('|');
  }

  it('covers every /api/v4 route', () => {
    // printRoutes draws the router's tree: a line's depth is where its branch mark stands, its
    // path the parent's path plus its own segment.
    const stack: string[] = [];
    const routes: string[] = [];
    for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([\s│]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      const path = `${stack[depth - 1] ?? ''}${match[2] ?? ''}`;
      stack[depth] = path;
      stack.length = depth + 1;
      for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
        if (method !== 'HEAD' && path.includes('api/v4/'))
          routes.push(`${method} ${path.replace(/^\/?/, '/')}`);
      }
    }
    const fuzzed = new Set(endpoints.map((endpoint) => `${endpoint.method} /api/v4${endpoint.path}`));
    expect(routes.length).toBeGreaterThanOrEqual(endpoints.length);
    expect(routes.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it(
    `${MIN_REQUESTS}+ hostile requests over the documented endpoints: never a 5xx, always a JSON error naming the problem`,
    { timeout: 600_000 },
    async () => {
      const known: TKnown = {
        productId: place.productId,
        id: place.productId,
        slug: 'restaurant-kanalen',
        city: 'kobenhavn',
        local: 'en',
        lang: 'da',
        seat: 2,
        time: place.time,
        time_end: place.timeEnd,
        menus: [{ id: place.menuId, count: 2 }],
        hold_id: 'h'.repeat(16),
        code: 'GAVE-1234',
        token: 'abc',
        reference: 'TD-7KQ4-M2ZA',
        amount: 50_000,
        quantity: 1,
        is_accept_terms: true,
        ...GUEST,
      };
      let requests = 0;
      const statuses: Record<number, number> = {};
      const serverErrors: string[] = [];
      const runsPerEndpoint = Math.ceil(MIN_REQUESTS / endpoints.length);
      let before = await checksum();
      for (const endpoint of endpoints) {
        await fc.assert(
          fc.asyncProperty(requestFor(endpoint, known), async (request) => {
            requests += 1;
            const response = await ctx.app.inject(request as InjectOptions);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            const label = `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
            if (response.statusCode >= 500)
              serverErrors.push(`${response.statusCode} ${label} → ${response.body.slice(0, 300)}`);
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type'], label).toMatch(/^application\/json/);
              const body = response.json<{ error?: unknown; message?: unknown }>();
              expect(typeof body.error, label).toBe('string');
              expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
            }
            if (request.method !== 'GET') {
              const after = await checksum();
              if (response.statusCode >= 400)
                expect(after, `${label}: a refused request changed rows`).toBe(before);
              before = after;
            }
          }),
          {
            numRuns: runsPerEndpoint,
            endOnFailure: true,
            seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647),
          },
        );
      }
      console.log(
        `fuzz (${kind}): ${requests} requests, ${serverErrors.length} answered 5xx; by status ${JSON.stringify(statuses)}`,
      );
      expect(serverErrors).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    },
  );
});
