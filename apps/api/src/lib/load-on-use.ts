import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, synchronously, from apps/api's own dependencies:
 * for what only some configurations use (Stripe, Redis, SMTP), so that a server without them never
 * holds their code (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Memory").
 * The compiled server keeps these packages as imports from node_modules (build.mjs), so the same
 * call works from src/ and from dist/.
 */
export function loadOnUse<TModule>(name: string): () => TModule {
  let loaded: TModule | undefined;
  return () => (loaded ??= requireHere(name) as TModule);
}
