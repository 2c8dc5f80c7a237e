/**
 * Operations tables: the server processes sharing this database, each with a heartbeat and a
 * fingerprint of its payment secret, so a process that would not share the secret refuses to start
 * (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { instant } from './columns.ts';

export const serverInstances = pgTable('server_instances', {
  /** Random per process start. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  port: integer('port'),
  /** SHA-256 of a fixed label and the secret, never the secret itself. */
  secretFingerprint: text('secret_fingerprint').notNull(),
  startedAt: instant('started_at').notNull().defaultNow(),
  seenAt: instant('seen_at').notNull().defaultNow(),
});
