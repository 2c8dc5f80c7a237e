import type { Worker } from 'node:worker_threads';

import type { TPageData, TRender, TRenderInput } from '@tredjedel/web/render-contract';

import { startWorker } from '../lib/start-worker.ts';
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

/**
 * The render thread's young generation: a render allocates a few megabytes and keeps little, so
 * 8 MB (V8's default grows it to 32 MB, resident for good) costs a few more scavenges per render
 * and keeps about 24 MB less resident (bench/README.md, the memory row).
 */
const RENDER_THREAD_LIMITS = { maxYoungGenerationSizeMb: 8 };

type TWaiting = {
  fetchApi: typeof fetch;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
};

/**
 * apps/web's server build rendered on a worker thread (render-worker.ts;
 * docs/decisions/0006-page-caching-shared-pages-answered-once.md, "Off the serving thread"): the
 * server's thread keeps answering stored pages while a page renders. `render` has the build's own
 * signature; the render's API calls come back here and are answered by the `fetchApi` it was given
 * (in-process, page-host/in-process-fetch.ts). The worker starts with the first render; one that
 * stops (a crash) fails the renders under way, and the next render starts another.
 */
export function createRenderThread(entryFile: string): { render: TRender; close: () => Promise<void> } {
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  const renders = new Map<number, TWaiting>();
  let nextRender = 1;

  const send = (to: Worker, message: TToRenderWorker, transfer: ArrayBuffer[] = []) =>
    to.postMessage(message, transfer);

  function answerFetch(to: Worker, message: Extract<TFromRenderWorker, { op: 'fetch' }>) {
    const waiting = renders.get(message.renderId);
    const answered = waiting
      ? waiting.fetchApi(fromWireRequest(message.request)).then(toWireResponse)
      : Promise.reject(new Error('the render that asked has ended'));
    answered.then(
      (response) => send(to, { op: 'fetched', id: message.id, response }, transferablesOf(response.body)),
      (error: unknown) => send(to, { op: 'fetch-failed', id: message.id, error: toWireError(error) }),
    );
  }

  function start(): Promise<Worker> {
    const started = startWorker('render-worker', import.meta.url, { entryFile }, RENDER_THREAD_LIMITS);
    worker = started;
    return new Promise<Worker>((resolve, reject) => {
      const stopped = (error: Error) => {
        if (worker === started) {
          worker = null;
          ready = null;
        }
        reject(error);
        for (const waiting of renders.values()) waiting.reject(error);
        renders.clear();
      };
      started.on('error', stopped);
      started.on('exit', (code) => stopped(new Error(`the page-render thread stopped (exit code ${code})`)));
      started.on('message', (message: TFromRenderWorker) => {
        if (message.op === 'ready') return resolve(started);
        if (message.op === 'start-failed') return stopped(fromWireError(message.error));
        if (message.op === 'fetch') return answerFetch(started, message);
        const waiting = renders.get(message.id);
        if (!waiting) return;
        renders.delete(message.id);
        // Idle, the thread does not keep the process alive; a render under way does.
        if (renders.size === 0) started.unref();
        if (message.op === 'rendered') waiting.resolve(fromWireResponse(message.response));
        else waiting.reject(fromWireError(message.error));
      });
    });
  }

  async function render({
    request,
    fetchApi,
    csrfToken,
    serverTime,
    origin,
    tracking,
  }: TRenderInput): Promise<Response> {
    ready ??= start();
    const to = await ready;
    const wireRequest = await toWireRequest(request);
    const page: TPageData = { csrfToken, serverTime, origin, ...(tracking ? { tracking } : {}) };
    const id = nextRender;
    nextRender += 1;
    return new Promise<Response>((resolve, reject) => {
      if (renders.size === 0) to.ref();
      renders.set(id, { fetchApi, resolve, reject });
      send(to, { op: 'render', id, request: wireRequest, page }, transferablesOf(wireRequest.body));
    });
  }

  return {
    render,
    close: async () => {
      const running = worker;
      worker = null;
      ready = null;
      // Referenced until it has ended, so the process waits for it (see db/pglite-thread.ts).
      running?.ref();
      await running?.terminate();
    },
  };
}
