/**
 * Renders pages on a thread of its own (docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "Off the serving thread"): apps/web's server build is loaded here once, and each page's API
 * calls go back to the server's thread (render-thread.ts), which answers them in-process as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

import type { TRender } from '@tredjedel/web/render-contract';

import { yieldToServingThread } from '../lib/start-worker.ts';
import {
  fromWireError,
  fromWireRequest,
  fromWireResponse,
  toWireError,
  toWireRequest,
  toWireResponse,
  transferablesOf,
  type TFromRenderWorker,
  type TToRenderWorker,
} from './render-messages.ts';

const port =
  parentPort ??
  (() => {
    throw new Error('render-worker.ts runs as a worker thread (page-host/render-thread.ts starts it)');
  })();
yieldToServingThread();
const { entryFile } = workerData as { entryFile: string };

const send = (message: TFromRenderWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const fetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextFetch = 1;

/** The render's fetch: each call answered by the server's thread; a path is the site's own. */
function fetchFor(renderId: number, origin: string): typeof fetch {
  return async (input, init) => {
    const target = typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input;
    const request = await toWireRequest(new Request(target, init));
    const id = nextFetch;
    nextFetch += 1;
    return new Promise<Response>((resolve, reject) => {
      fetches.set(id, { resolve, reject });
      send({ op: 'fetch', id, renderId, request }, transferablesOf(request.body));
    });
  };
}

async function main() {
  const { render } = (await import(pathToFileURL(entryFile).href)) as { render: TRender };
  port.on('message', (message: TToRenderWorker) => {
    if (message.op === 'render') {
      render({
        ...message.page,
        request: fromWireRequest(message.request),
        fetchApi: fetchFor(message.id, message.page.origin),
      })
        .then(toWireResponse)
        .then(
          (response) => send({ op: 'rendered', id: message.id, response }, transferablesOf(response.body)),
          (error: unknown) => send({ op: 'render-failed', id: message.id, error: toWireError(error) }),
        );
      return;
    }
    const waiting = fetches.get(message.id);
    if (!waiting) return;
    fetches.delete(message.id);
    if (message.op === 'fetched') waiting.resolve(fromWireResponse(message.response));
    else waiting.reject(fromWireError(message.error));
  });
  send({ op: 'ready' });
}

main().catch((error: unknown) => send({ op: 'start-failed', error: toWireError(error) }));
