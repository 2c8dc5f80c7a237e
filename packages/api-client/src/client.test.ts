import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ANSWERS } from './answers.ts';
import { createApiClient, toSearchParams } from './client.ts';
import { API_ERROR_CODE, ApiError } from './errors.ts';

/** A real HTTP server on loopback that answers each path with a canned status and body. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/api/v4/ok': { status: 200, body: { status: 'subscribed' } },
  '/api/v4/csrf-token': { status: 200, body: { token: 'fetched-token' } },
  '/api/v4/off-contract': { status: 200, body: { status: 'maybe' } },
  '/api/v4/not-found': { status: 404, body: { error: 'not_found', message: 'No such product' } },
  '/api/v4/plain-500': { status: 500, body: 'oops' },
  '/api/v4/error-field': { status: 200, body: { error: 'failed', message: 'The server says no' } },
  '/api/v4/gift-expired': {
    status: 422,
    body: {
      error: 'unprocessable',
      message: 'Gift card expired',
      msg: 'giftcard_validate_expired',
      fields: { error_message: { code: 'expired', data: null } },
    },
  },
  '/api/v4/gift-invalid': {
    status: 422,
    body: { error: 'unprocessable', message: 'Code ABC is invalid', msg: 'Code ABC is invalid' },
  },
  '/api/v4/table-gone': {
    status: 409,
    body: { error: 'conflict', message: 'The last table is gone', msg: 'no available tables' },
  },
};

let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = ANSWERS[(request.url ?? '').split('?')[0] ?? ''] ?? ANSWERS['/api/v4/ok'];
      response.writeHead(answer?.status ?? 200, { 'content-type': 'application/json' });
      response.end(typeof answer?.body === 'string' ? answer.body : JSON.stringify(answer?.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('checks a JSON answer against the schema of the answer it names when given the schemas', async () => {
    const api = createApiClient({ baseUrl, schemas: API_ANSWERS });
    await expect(api.get('ok', { answer: 'newsletter' })).resolves.toEqual({ status: 'subscribed' });
    await expect(api.get('off-contract', { answer: 'newsletter' })).rejects.toThrow(/status/);
  });

  it('trusts the answer without the schemas, as the browser does', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.get('off-contract', { answer: 'newsletter' })).resolves.toEqual({ status: 'maybe' });
  });

  it.each([
    ['without', undefined],
    ['with', API_ANSWERS],
  ])('reads error answers the same way %s the schemas', async (_label, schemas) => {
    const api = createApiClient({ baseUrl, ...(schemas ? { schemas } : {}) });
    const expired = await rejection(api.post('gift-expired', { body: {}, answer: 'bookingGiftcode' }));
    expect(expired.body).toEqual(ANSWERS['/api/v4/gift-expired']?.body);
    const plain = await rejection(api.get('plain-500', { answer: 'newsletter' }));
    expect(plain.body).toBeUndefined();
  });

  it('rejects a non-OK answer with code 1 and keeps the server message', async () => {
    const error = await rejection(createApiClient({ baseUrl }).get('not-found', { answer: 'newsletter' }));
    expect(error.code).toBe(API_ERROR_CODE.HTTP);
    expect(error.status).toBe(404);
    expect(error.message).toBe('No such product');
  });

  it('rejects a non-OK answer that is not JSON with code 1', async () => {
    const error = await rejection(createApiClient({ baseUrl }).get('plain-500', { answer: 'newsletter' }));
    expect(error.code).toBe(1);
    expect(error.body).toBeUndefined();
  });

  it('rejects an OK answer whose JSON has an error field with code 2', async () => {
    const error = await rejection(createApiClient({ baseUrl }).get('error-field', { answer: 'newsletter' }));
    expect(error.code).toBe(API_ERROR_CODE.BODY);
    expect(error.message).toBe('The server says no');
  });

  it.each([
    ['gift-expired', 'errors.error-gc-expired'],
    ['gift-invalid', 'errors.gc-invalid'],
    ['table-gone', 'errors.no_table_available'],
  ])('maps the %s answer to %s', async (path, key) => {
    const error = await rejection(
      createApiClient({ baseUrl }).post(path, { body: {}, answer: 'newsletter' }),
    );
    expect(error.fieldError?.key).toBe(key);
  });

  it('gives errors.bycode-{code} for a 422 with fields.error_message', async () => {
    const error = await rejection(
      createApiClient({ baseUrl }).post('gift-expired', { body: {}, answer: 'newsletter' }),
    );
    expect(error.byCodeKey).toBe('errors.bycode-expired');
  });

  it('sends X-CSRF-TOKEN on state-changing calls when the page has a token, and JSON bodies', async () => {
    const api = createApiClient({ baseUrl, csrfToken: () => 'token-123' });
    await api.post('ok', { body: { seat: 2 }, answer: 'newsletter' });
    const post = seen.at(-1);
    expect(post?.method).toBe('POST');
    expect(post?.headers['x-csrf-token']).toBe('token-123');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ seat: 2 });

    await api.get('ok', { answer: 'newsletter' });
    expect(seen.at(-1)?.headers['x-csrf-token']).toBeUndefined();
  });

  it('asks GET /csrf-token once when the page has no token', async () => {
    const api = createApiClient({ baseUrl, csrfToken: () => undefined, schemas: API_ANSWERS });
    const before = seen.length;
    await api.delete('ok', { body: {}, answer: 'newsletter' });
    await api.post('ok', { body: {}, answer: 'newsletter' });
    const calls = seen.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v4/csrf-token',
      'DELETE /api/v4/ok',
      'POST /api/v4/ok',
    ]);
    expect(calls[1]?.headers['x-csrf-token']).toBe('fetched-token');
    expect(calls[2]?.headers['x-csrf-token']).toBe('fetched-token');
  });

  it('writes repeated query keys for lists and leaves out empty values', async () => {
    await createApiClient({ baseUrl }).get('ok', {
      answer: 'newsletter',
      query: { city: 'kobenhavn', tags: ['sushi', 'vegansk'], person: 2, sort: undefined, areas: null },
    });
    expect(seen.at(-1)?.url).toBe('/api/v4/ok?city=kobenhavn&tags=sushi&tags=vegansk&person=2');
  });
});

describe('toSearchParams', () => {
  it('is empty without a query', () => {
    expect(toSearchParams().toString()).toBe('');
  });
});
