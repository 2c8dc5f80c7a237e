/**
 * What the server's thread (`pglite-thread.ts`) and the embedded database's worker
 * (`pglite-worker.ts`) say to each other: structured-cloneable data only, since a message is
 * copied between the threads.
 */

/** What the worker is started with. */
export type TPgliteWorkerData = {
  /** PGlite's data folder, or null for a database in memory (tests). */
  dataDir: string | null;
  /** postgresql.conf lines. */
  settings: string[];
};

/**
 * A query's options as data: the row mode, and the type OIDs the driver keeps as text (Drizzle
 * gives PGlite identity parsers for dates, times and intervals; functions cannot cross threads).
 */
export type TQueryShape = { rowMode?: 'array' | 'object'; textTypes: number[] };

type TOnTransaction = { transaction?: number };

export type TPgliteRequest = { id: number } & (
  | ({
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      shape: TQueryShape | undefined;
    } & TOnTransaction)
  | ({ op: 'exec'; sql: string } & TOnTransaction)
  | { op: 'begin' }
  | { op: 'commit'; transaction: number }
  | { op: 'rollback'; transaction: number }
  | { op: 'close' }
);

/** A reply to the request of the same id; id 0 says the worker is ready (or could not start). */
export type TPgliteReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      /** The error's name and message, and PostgreSQL's fields (code, detail, constraint …). */
      error: { name: string; message: string; fields: Record<string, string | number> };
    };
