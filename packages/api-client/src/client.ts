import type { z } from 'zod';

import { API_ERROR_CODE, ApiError, parseErrorBody } from './errors.ts';

export type TQueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
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
  /** Read once per call, so a token that arrives after start-up is still sent. */
  csrfToken?: () => string | undefined;
};

type TRequestOptions<S extends z.ZodType> = {
  query?: TQuery;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
};

export type TApiClient = {
  get<S extends z.ZodType>(path: string, options: Omit<TRequestOptions<S>, 'body'>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, options: TRequestOptions<S>): Promise<z.infer<S>>;
  delete<S extends z.ZodType>(path: string, options: TRequestOptions<S>): Promise<z.infer<S>>;
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

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    { query, body, schema, signal }: TRequestOptions<S>,
  ): Promise<z.infer<S>> {
    const search = toSearchParams(query).toString();
    const url = `${baseUrl}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = options.csrfToken?.();
    if (token && method !== 'GET') headers['x-csrf-token'] = token;

    const response = await doFetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(API_ERROR_CODE.HTTP, response.status, parseErrorBody(json));
    if (typeof json === 'object' && json !== null && 'error' in json) {
      throw new ApiError(API_ERROR_CODE.BODY, response.status, parseErrorBody(json));
    }
    return schema.parse(json);
  }

  return {
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
