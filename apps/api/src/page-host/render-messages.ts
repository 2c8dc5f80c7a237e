/**
 * What the server's thread (`render-thread.ts`) and the page-render worker (`render-worker.ts`)
 * say to each other: data only, copied between the threads (bodies as transferred ArrayBuffers).
 */
import type { TPageData } from '@tredjedel/web/render-contract';

/** A request or a response as data: headers as pairs, so repeated ones (set-cookie) stay apart. */
export type TWireRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};
export type TWireResponse = { status: number; headers: [string, string][]; body: ArrayBuffer | null };
export type TWireError = { name: string; message: string; stack: string | undefined };

export type TToRenderWorker =
  | { op: 'render'; id: number; request: TWireRequest; page: TPageData }
  | { op: 'fetched'; id: number; response: TWireResponse }
  | { op: 'fetch-failed'; id: number; error: TWireError };

export type TFromRenderWorker =
  | { op: 'ready' }
  | { op: 'start-failed'; error: TWireError }
  | { op: 'fetch'; id: number; renderId: number; request: TWireRequest }
  | { op: 'rendered'; id: number; response: TWireResponse }
  | { op: 'render-failed'; id: number; error: TWireError };

export function toWireError(error: unknown): TWireError {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error), stack: undefined };
}

export function fromWireError({ name, message, stack }: TWireError): Error {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/** A Request or Response's body as bytes to transfer (null when it has none). */
async function bodyBytes(message: Request | Response): Promise<ArrayBuffer | null> {
  return message.body === null ? null : message.arrayBuffer();
}

export async function toWireResponse(response: Response): Promise<TWireResponse> {
  return { status: response.status, headers: [...response.headers], body: await bodyBytes(response) };
}

export function fromWireResponse({ status, headers, body }: TWireResponse): Response {
  return new Response(body, { status, headers: new Headers(headers) });
}

export async function toWireRequest(request: Request): Promise<TWireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: await bodyBytes(request),
  };
}

export function fromWireRequest({ url, method, headers, body }: TWireRequest): Request {
  return new Request(url, { method, headers: new Headers(headers), ...(body === null ? {} : { body }) });
}

/** The ArrayBuffers of a message's bodies, to transfer instead of copying. */
export function transferablesOf(...bodies: (ArrayBuffer | null)[]): ArrayBuffer[] {
  return bodies.filter((body): body is ArrayBuffer => body !== null);
}
