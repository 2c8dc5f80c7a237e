import { expect } from 'vitest';

import {
  createDatabase,
  REPO_ROOT,
  serverEnv,
  spawnServer,
  stop,
  type TServerProcess,
} from './server-process.ts';

/** A fresh PostgreSQL database with a cluster of server processes on it. */
export type TRaceCluster = {
  database: Awaited<ReturnType<typeof createDatabase>>;
  cluster: TServerProcess;
  /** Each process's address, in port order. */
  bases: string[];
};

/**
 * What every multi-process race starts with: a database of its own and `processes` servers on
 * consecutive ports from `port`, as `npm run start:cluster` runs them behind nginx (TRUST_PROXY=1:
 * each simulated visitor comes from its own address, Visitor.address), sharing one payment secret.
 * `--from-source` runs the TypeScript; `--no-build` the built server.
 */
export async function startRaceCluster(options: {
  processes: number;
  port: number;
  secret: string;
  run: '--no-build' | '--from-source';
}): Promise<TRaceCluster> {
  const database = await createDatabase();
  const cluster = spawnServer(
    ['scripts/cluster.mjs', String(options.processes), options.run],
    serverEnv({
      DATABASE_URL: database.url,
      PAYMENT_SECRET: options.secret,
      PORT: String(options.port),
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
    }),
    options.processes,
    REPO_ROOT,
  );
  return { database, cluster, bases: await cluster.addresses };
}

/** Stops the cluster gracefully (every process exits 0) and drops its database. */
export async function stopRaceCluster(race: TRaceCluster | undefined): Promise<void> {
  if (race?.cluster) expect((await stop(race.cluster)).code).toBe(0);
  await race?.database.drop();
}
