import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { startWorker } from '../lib/start-worker.ts';
import type { TPgliteReply, TPgliteRequest, TPgliteWorkerData, TQueryShape } from './pglite-messages.ts';

/** What Drizzle's PGlite driver calls on a client: queries, scripts and transactions. */
type TRunner = {
  query(sql: string, params?: unknown[], options?: TQueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
};

/** The options Drizzle passes with a query: a row mode, and parsers that keep some types as text. */
type TQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };

export type TPgliteThread = TRunner & {
  transaction<T>(callback: (tx: TRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A parser must keep the text it gets: only data crosses the threads (pglite-messages.ts). */
function shapeOf(options: TQueryOptions | undefined): TQueryShape | undefined {
  if (!options) return undefined;
  const { rowMode, parsers = {}, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(
      `PGlite's thread takes a row mode and text parsers only, not ${Object.keys(rest).join(', ')}`,
    );
  const textTypes = Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2026-01-01') !== '2026-01-01')
      throw new Error(`PGlite's thread keeps types as text or parses them itself; type ${oid} has a parser`);
    return Number(oid);
  });
  return { ...(rowMode ? { rowMode } : {}), textTypes };
}

/** The error PGlite threw on its thread, with PostgreSQL's fields, from where it was awaited here. */
function rebuiltError({ name, message, fields }: Extract<TPgliteReply, { ok: false }>['error']): Error {
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, fields);
}

type TRequestBody = TPgliteRequest extends infer R
  ? R extends TPgliteRequest
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * The database thread's young generation: its garbage is messages (statements in, rows out) that
 * live for one statement, so 8 MB (V8's default grows it to 32 MB, resident for good) costs a few
 * more scavenges and keeps about 24 MB less resident, as the render thread's
 * (page-host/render-thread.ts; bench/README.md, the memory row).
 */
const PGLITE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * PGlite on a worker thread (pglite-worker.ts; docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "PGlite on its own thread"), behind the calls Drizzle's PGlite driver makes. Statements are
 * queued by PGlite there as they would be here, and a transaction holds its lock across the
 * messages of its statements, so other statements wait for its end as they did on this thread.
 */
export async function openPgliteThread(data: TPgliteWorkerData): Promise<TPgliteThread> {
  if (data.dataDir !== null && !existsSync(join(data.dataDir, 'PG_VERSION'))) {
    // A new folder: PGlite creates the cluster with initdb, a WebAssembly instance of its own,
    // which leaves about 350 MB behind that only a full collection of its thread's heap frees,
    // and that thread, busy with small messages, may not collect for hours. The folder is created
    // on a thread that then ends, so the memory goes with it, and the server opens it afresh
    // (about a second, on the first start only; docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
    const creating = await openOnThread(data);
    await creating.close();
  }
  return openOnThread(data);
}

async function openOnThread(data: TPgliteWorkerData): Promise<TPgliteThread> {
  const worker = startWorker('pglite-worker', import.meta.url, data, PGLITE_THREAD_LIMITS);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let isClosing = false;
  let ready: { resolve: () => void; reject: (error: Error) => void } | null = null;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    ready?.reject(error);
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite's thread stopped (exit code ${code})`)));
  worker.on('message', (reply: TPgliteReply) => {
    if (reply.id === 0) {
      if (reply.ok) ready?.resolve();
      else ready?.reject(rebuiltError(reply.error));
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // Idle, the worker does not keep the process alive; a statement under way (or closing) does.
    if (pending.size === 0 && !isClosing) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(rebuiltError(reply.error));
  });

  await new Promise<void>((resolve, reject) => {
    ready = { resolve, reject };
  });
  ready = null;
  worker.unref();

  function call(body: TRequestBody): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = nextId;
    nextId += 1;
    if (pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...body });
    });
  }

  function runnerOn(transaction: number | undefined): TRunner {
    const on = transaction === undefined ? {} : { transaction };
    return {
      query: (sql, params, options) => call({ op: 'query', sql, params, shape: shapeOf(options), ...on }),
      exec: (sql) => call({ op: 'exec', sql, ...on }),
    };
  }

  return {
    ...runnerOn(undefined),
    async transaction(callback) {
      const transaction = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback(runnerOn(transaction));
      } catch (error) {
        // The callback's error is the one to hear; a thread that has stopped fails the rollback too.
        await call({ op: 'rollback', transaction }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', transaction });
      return result;
    },
    async close() {
      // Kept referenced until it has ended: idle, an unreferenced worker lets the process exit
      // before `terminate` resolves, and the caller's next step (releasing the data folder's lock,
      // database.ts) would never run.
      isClosing = true;
      worker.ref();
      try {
        if (!failure) await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
