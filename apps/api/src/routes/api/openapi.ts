import swagger from '@fastify/swagger';
import { ZApiError } from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API_OPERATIONS, API_TAGS } from './operations.ts';
import {
  CACHE,
  PREPARED_ROUTE,
  prepareBody,
  sendPrepared,
  type TPreparedBody,
} from '../../page-host/http-cache.ts';

/**
 * The error answers every /api/v4 route may give (docs/product/readings.md, API conventions): `{ error,
 * message }`, with the 422 fields of ZApiError. Spread into each route's `response` schema.
 */
export const ERROR_RESPONSES = { '4xx': ZApiError, '5xx': ZApiError } as const;

/** The CSRF token header of every state-changing call (docs/product/spec.md §6), checked by requireCsrf. */
export const CSRF_HEADERS = z.object({ 'x-csrf-token': z.string().describe('From GET /api/v4/csrf-token') });

/** The document's own answer: only its frame is described. */
const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The route schemas under /api describe the API; they do not check or shape it (ADR 0245). The
 * handlers parse with the domain's zod schemas themselves (parseRequestPart, parseBody), which
 * give the 400 naming the parameter and the 422 with the spec's error keys; a validating compiler
 * would answer first with other messages. Answers stay JSON.stringify'd (what Fastify does with
 * no schema), and pre-serialised bytes (ADR 0006) are never serialised at all.
 */
export async function describeApi(app: FastifyInstance) {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const toJsonSchema = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tredjedel API',
        version: '4.0.0',
        description:
          'Table booking, gift cards and the catalogue behind tredjedel. Every error answer is JSON `{ error, message }`; state-changing calls need the X-CSRF-TOKEN header from GET /api/v4/csrf-token and the cookie that call sets.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // The configured origin; without PUBLIC_URL the document's own (a relative server).
      servers: [{ url: (app.config.PUBLIC_URL ?? '').replace(/\/+$/, '') || '/' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: CSRF_SECURITY_SCHEMES },
    },
    transform: (route) =>
      toJsonSchema(
        route.schema ? { ...route, schema: { ...route.schema, ...describeOperation(route) } } : route,
      ),
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * The CSRF double submit (docs/product/spec.md §6) as two API keys a caller sends together: the token
 * from GET /api/v4/csrf-token in the X-CSRF-TOKEN header, and the `_csrf` cookie that call set.
 */
const CSRF_SECURITY_SCHEMES = {
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-TOKEN',
    description: 'The token of GET /api/v4/csrf-token.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '_csrf',
    description: 'The secret GET /api/v4/csrf-token sets beside the token.',
  },
} as const;

/**
 * The operation's id, summary and tag (operations.ts), and its security: the CSRF token and cookie
 * when it declares the token header (CSRF_HEADERS), none otherwise. A route missing from the table
 * gets none of these, which the lint test reports.
 */
function describeOperation(route: { url: string; route: { method: string | string[] }; schema: object }) {
  const method = [route.route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
  const operation = API_OPERATIONS[`${method} ${route.url}`];
  const headers = (route.schema as { headers?: unknown }).headers;
  return {
    ...(operation
      ? { operationId: operation.operationId, summary: operation.summary, tags: [operation.tag] }
      : {}),
    security: headers === CSRF_HEADERS ? [{ csrfToken: [], csrfCookie: [] }] : [],
  };
}

/**
 * `GET /api/v4/openapi.json`: the document, built once on first demand (routes do not change
 * while the process runs) and answered like content: prepared bytes, an ETag, cacheable.
 */
export function openApiRoute(app: FastifyInstance) {
  let prepared: TPreparedBody | undefined;
  app.get(
    '/v4/openapi.json',
    { ...PREPARED_ROUTE, schema: { response: { 200: ZOpenApiDocument, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      prepared ??= prepareBody(app.swagger());
      return sendPrepared(request, reply, prepared, CACHE.content);
    },
  );
}
