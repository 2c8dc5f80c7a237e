import type { z } from 'zod';
import { CSRF_HEADER } from '@tredjedel/domain';

import type { API_ANSWERS } from './answers.ts';
import { API_ERROR_CODE, ApiError, parseErrorBody } from './errors.ts';

/** The schemas of the answers, by name (`./answers.ts`). */
type TApiAnswers = typeof API_ANSWERS;
/** The name a call gives its answer: `'cities'`, `'products'`, `'bookingHold'` … */
type TAnswerName = Exclude<keyof TApiAnswers, 'error'>;
/** The type of a named answer, as its schema reads it. */
export type TAnswer<N extends TAnswerName> = z.output<TApiAnswers[N]>;

type TQueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type TQuery = Record<string, TQueryValue>;

export type TApiClientOptions = {
  /**
   * Where `/api/v4` lives. In the browser the page's own origin; on the server an absolute URL
   * whose requests the server answers in-process.
   * @default '/api/v4'
   */
  baseUrl?: string;
  /** The fetch to use; the server passes one that never leaves the process. */
  fetch?: typeof fetch;
  /**
   * Read once per call, so a token that arrives after start-up is still sent. When it gives none,
   * a state-changing call first asks `GET /csrf-token` (not stored by any cache) once and keeps
   * its token: pages shared by every visitor carry no token (docs/design.md "Rendering speed").
   */
  csrfToken?: () => string | undefined;
  /**
   * Check every answer against its schema (`API_ANSWERS` from `@tredjedel/api-client/answers`):
   * a mismatch rejects the call with zod's error. The server's render and the tests pass them, so
   * every answer a page is rendered from has been checked. Without them the answer is trusted as
   * the server typed it: the browser does so, which keeps zod out of its bundle.
   */
  schemas?: TApiAnswers;
};

type TRequestOptions<N extends TAnswerName> = {
  query?: TQuery;
  body?: unknown;
  /** Which answer this call gets: its type, and its schema when the client checks answers. */
  answer: N;
  signal?: AbortSignal;
};

export type TApiClient = {
  get<N extends TAnswerName>(path: string, options: Omit<TRequestOptions<N>, 'body'>): Promise<TAnswer<N>>;
  post<N extends TAnswerName>(path: string, options: TRequestOptions<N>): Promise<TAnswer<N>>;
  delete<N extends TAnswerName>(path: string, options: TRequestOptions<N>): Promise<TAnswer<N>>;
};

/** Repeated keys for arrays (`tags=a&tags=b`), as the listing's address query has them. */
export function toSearchParams(query: TQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

export function createApiClient(options: TApiClientOptions = {}): TApiClient {
  const baseUrl = (options.baseUrl ?? '/api/v4').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const { schemas } = options;

  /** The token fetched for this client, once; forgotten on failure so the next call asks again. */
  let fetchedToken: Promise<string> | null = null;
  function fetchCsrfToken(): Promise<string> {
    fetchedToken ??= (async () => {
      const response = await doFetch(`${baseUrl}/csrf-token`, {
        headers: { accept: 'application/json' },
        // The answer is `no-store`, so no cache between keeps one visitor's token for another.
        credentials: 'same-origin',
      });
      const json: unknown = await response.json().catch(() => undefined);
      if (!response.ok)
        throw new ApiError(API_ERROR_CODE.HTTP, response.status, parseErrorBody(json, schemas?.error));
      const answer = schemas ? schemas.csrfToken.parse(json) : (json as TAnswer<'csrfToken'>);
      return answer.token;
    })();
    fetchedToken.catch(() => {
      fetchedToken = null;
    });
    return fetchedToken;
  }

  async function request<N extends TAnswerName>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    { query, body, answer, signal }: TRequestOptions<N>,
  ): Promise<TAnswer<N>> {
    const search = toSearchParams(query).toString();
    const url = `${baseUrl}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = options.csrfToken?.() || (await fetchCsrfToken());

    const response = await doFetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok)
      throw new ApiError(API_ERROR_CODE.HTTP, response.status, parseErrorBody(json, schemas?.error));
    if (typeof json === 'object' && json !== null && 'error' in json) {
      throw new ApiError(API_ERROR_CODE.BODY, response.status, parseErrorBody(json, schemas?.error));
    }
    return schemas ? (schemas[answer].parse(json) as TAnswer<N>) : (json as TAnswer<N>);
  }

  return {
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
