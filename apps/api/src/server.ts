/**
 * Starts Tredjedel: validates the configuration, starts opening the database (PGlite in DATA_DIR
 * on its own thread, or PostgreSQL with DATABASE_URL), and, while it opens, loads the rest of the
 * server (serve.ts), which migrates, seeds and serves. Loading the server's modules and starting
 * PGlite each took about a second, one after the other; side by side, on two cores, a start was
 * about half a second sooner (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
 */
import v8 from 'node:v8';

import { ConfigError, loadConfig, withListeningPort } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { findFreePort } from './lib/free-port.ts';

async function main() {
  const loaded = loadConfig();
  // PORT=0 asks for any free port. Links are built from PUBLIC_URL while the app is put together,
  // before it listens, so the port is chosen first and the default origin names it (README,
  // "Configuration"); otherwise they would point at `:0`.
  const config = loaded.PORT === 0 ? withListeningPort(loaded, await findFreePort(loaded.HOST)) : loaded;
  // PGlite's WebAssembly compiled by V8's baseline compiler only: the optimising compiler's work
  // at start kept about 70 MB resident for good and most of a second of CPU, for statements about
  // a fifth faster (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
  // Process-wide, so set before PGlite's thread compiles its module.
  if (!config.DATABASE_URL) v8.setFlagsFromString('--liftoff-only');
  const opening = openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  // Heard by serve(), which awaits it; until then a refusal (a locked folder) must not count as
  // unhandled.
  opening.catch(() => undefined);
  const { serve } = await import('./serve.ts');
  await serve(config, opening);
}

main().catch(async (error: unknown) => {
  const { PaymentSecretMismatchError } = await import('./serve.ts').catch(() => ({
    PaymentSecretMismatchError: ConfigError,
  }));
  // Configuration, lock and secret problems are the operator's to fix: say what, without a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof PaymentSecretMismatchError
  )
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
