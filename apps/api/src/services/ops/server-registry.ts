import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';

import { eq, sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { serverInstances } from '../../db/schema-ops.ts';
import { isProcessAlive } from '../../lib/process-alive.ts';

/** How often a process says it is alive, and after how long without a word it counts as gone. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_STALE_MS = 20_000;

/** An arbitrary constant: both the secret check and the start-up lock key on it. */
const REGISTRY_LOCK_KEY = 7_230_001;

export class PaymentSecretMismatchError extends Error {
  override name = 'PaymentSecretMismatchError';
}

/**
 * A fingerprint of the payment secret that is safe to store: SHA-256 over a fixed label and the
 * secret. It only tells whether two processes hold the same secret (a 32-byte random or a long
 * chosen secret cannot be guessed back from it).
 *
 * @internal Exported for the tests that use it directly (test/ops/retry-and-fingerprint.test.ts).
 */
export function fingerprintSecret(secret: string): string {
  return createHash('sha256').update('tredjedel payment secret fingerprint\0').update(secret).digest('hex');
}

export type TServerRegistration = {
  id: string;
  /** Stops the heartbeat and removes this process from the list (graceful shutdown). */
  leave(): Promise<void>;
};

/**
 * Joins the processes serving from this database (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md): under an advisory lock,
 * so two processes starting at once are checked one after the other, the live processes'
 * fingerprints are compared with ours; a different one means payment callbacks signed by one
 * process would be refused by the others, so this process refuses to start and says what to set.
 * A process counts as live while its heartbeat is fresh; one on this host whose pid is gone (a
 * crash, kill -9) is not counted, so a lone server restarts at once even with a random secret.
 */
export async function joinServers(
  db: TDatabase,
  options: {
    secret: string;
    isSecretSet: boolean;
    port: number | null;
    log?: { warn(obj: object, msg: string): void };
  },
): Promise<TServerRegistration> {
  const id = randomBytes(12).toString('base64url');
  const host = os.hostname();
  const fingerprint = fingerprintSecret(options.secret);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK_KEY})`);
    await tx
      .delete(serverInstances)
      .where(sql`${serverInstances.seenAt} < now() - ${HEARTBEAT_STALE_MS} * interval '1 millisecond'`);
    const others = (await tx.select().from(serverInstances)).filter(
      (other) => !(other.host === host && (other.pid === process.pid || !isProcessAlive(other.pid))),
    );
    const differing = others.filter((other) => other.secretFingerprint !== fingerprint);
    if (differing.length > 0) {
      const where = differing.map(
        (other) => `${other.host} pid ${other.pid}${other.port ? ` port ${other.port}` : ''}`,
      );
      throw new PaymentSecretMismatchError(
        [
          `Refusing to start: ${differing.length} live server process(es) on this database sign payments with another PAYMENT_SECRET (${where.join(', ')}).`,
          options.isSecretSet
            ? 'Set PAYMENT_SECRET to the same value as theirs (or stop them), then start again.'
            : 'PAYMENT_SECRET is not set, so this process drew a random one. Set PAYMENT_SECRET to the value the running processes use (or start all of them with npm run start:cluster), then start again.',
          'Every process behind one load balancer must share one PAYMENT_SECRET, or payment callbacks answered by another process are refused.',
        ].join('\n'),
      );
    }
    await tx
      .insert(serverInstances)
      .values({ id, host, pid: process.pid, port: options.port, secretFingerprint: fingerprint });
  });

  let timer: NodeJS.Timeout | undefined = setInterval(() => {
    db.update(serverInstances)
      .set({ seenAt: sql`now()` })
      .where(eq(serverInstances.id, id))
      .catch((error: unknown) => options.log?.warn({ err: error }, 'server heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    async leave() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      await db.delete(serverInstances).where(eq(serverInstances.id, id));
    },
  };
}

/** One process at a time migrates and seeds: the others wait here (PostgreSQL advisory lock). */
export async function withStartupLock<T>(db: TDatabase, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK_KEY + 1})`);
    return work();
  });
}
