/**
 * The embedded database on a thread of its own (docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "PGlite on its own thread"): PGlite runs PostgreSQL compiled to WebAssembly, and each statement
 * runs synchronously on the thread that called it. Here it runs on this worker, so the server's
 * thread answers requests while a statement runs. The server's side is `pglite-thread.ts`; the
 * messages are `TPgliteRequest` and `TPgliteReply`.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

import type { TPgliteReply, TPgliteRequest, TPgliteWorkerData, TQueryShape } from './pglite-messages.ts';

const port =
  parentPort ??
  (() => {
    throw new Error('pglite-worker.ts runs as a worker thread (db/pglite-thread.ts starts it)');
  })();
const { dataDir, settings } = workerData as TPgliteWorkerData;

/** The driver's options again: the types it reads as text get PGlite's identity parser back. */
function optionsOf(shape: TQueryShape | undefined): QueryOptions | undefined {
  if (!shape) return undefined;
  const keep = (value: string) => value;
  return {
    ...(shape.rowMode ? { rowMode: shape.rowMode } : {}),
    parsers: Object.fromEntries(shape.textTypes.map((oid) => [oid, keep])),
  };
}

/** A transaction under way: the client its statements run on, and how it ends. */
type TOpenTransaction = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> };

/** The reason a transaction's callback gives PGlite when the server's thread asks for a rollback. */
class RollbackAsked extends Error {}

/** The error as the server's thread rebuilds it: its message and PostgreSQL's fields (code, detail …). */
function toReplyError(error: unknown): Extract<TPgliteReply, { ok: false }>['error'] {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  return { name: error.name, message: error.message, fields };
}

async function main() {
  const client = await PGlite.create({
    ...(dataDir === null ? {} : { dataDir }),
    postgresqlconf: settings,
  });
  const transactions = new Map<number, TOpenTransaction>();
  let nextTransaction = 1;

  function runnerOf(transaction: number | undefined): Pick<Transaction, 'query' | 'exec'> {
    if (transaction === undefined) return client;
    const open = transactions.get(transaction);
    if (!open) throw new Error(`no transaction ${transaction} is open`);
    return open.tx;
  }

  /**
   * Starts a transaction and answers once its statements may run (PGlite has run BEGIN and holds
   * its transaction lock, so other statements wait); `finish` ends it.
   */
  function begin(): Promise<number> {
    const id = nextTransaction;
    nextTransaction += 1;
    return new Promise<number>((started, failed) => {
      // The callback runs once PGlite has begun, after `ended` below is assigned.
      const ended: Promise<void> = client.transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            const end = (isCommit: boolean) => (isCommit ? commit() : rollback(new RollbackAsked()));
            transactions.set(id, { tx, end, ended });
            started(id);
          }),
      );
      ended.catch((error: unknown) => {
        // Failed before its callback ran (BEGIN refused): the caller of begin hears it here;
        // otherwise `finish` does.
        if (!transactions.has(id)) failed(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  /** Ends a transaction and answers once PGlite has committed or rolled it back. */
  async function finish(id: number, isCommit: boolean): Promise<void> {
    const open = transactions.get(id);
    if (!open) throw new Error(`no transaction ${id} is open`);
    transactions.delete(id);
    open.end(isCommit);
    try {
      await open.ended;
    } catch (error) {
      if (!(error instanceof RollbackAsked)) throw error;
    }
  }

  async function handle(request: TPgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        return runnerOf(request.transaction).query(request.sql, request.params, optionsOf(request.shape));
      case 'exec':
        return runnerOf(request.transaction).exec(request.sql);
      case 'begin':
        return begin();
      case 'commit':
        return finish(request.transaction, true);
      case 'rollback':
        return finish(request.transaction, false);
      case 'close':
        await client.close();
        return null;
    }
  }

  port.on('message', (request: TPgliteRequest) => {
    handle(request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies TPgliteReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: toReplyError(error) } satisfies TPgliteReply),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies TPgliteReply);
}

main().catch((error: unknown) => {
  port.postMessage({ id: 0, ok: false, error: toReplyError(error) } satisfies TPgliteReply);
});
