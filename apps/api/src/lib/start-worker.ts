import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts the worker thread `name` of this server (docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "Off the serving thread"): in production the compiled `dist/<name>.js` beside dist/server.js
 * (build.mjs makes it an entry of its own); from source (development, tests) `<name>.ts` beside the
 * module that asks (`from`, its import.meta.url), loaded through tsx's API, since a worker does
 * not take the `--import tsx` its process was started with. `resourceLimits` bound the worker's
 * own heap (V8 sizes each isolate's young generation for throughput, up to 32 MB of resident memory
 * a thread, docs/decisions/0006-page-caching-shared-pages-answered-once.md, "Off the serving thread").
 */
export function startWorker(
  name: string,
  from: string,
  workerData: unknown,
  resourceLimits: ResourceLimits = {},
): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), { workerData, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const file = new URL(`./${name}.ts`, from).href;
  const source = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(file)}, ${JSON.stringify(from)}))`;
  return new Worker(source, { eval: true, workerData, resourceLimits });
}

/**
 * The nice value the page-render thread gives itself (Linux keeps one per thread): when it and the
 * serving thread want the same core, the serving thread gets about nine tenths of it, so stored
 * pages keep being answered while a page renders (visitors get the page before meanwhile). The
 * embedded database's thread keeps the process's priority: bookings wait for its statements (docs/decisions/0006-page-caching-shared-pages-answered-once.md,
 * "Off the serving thread"). On a core of its own the worker runs at full speed.
 */
const WORKER_NICE = 10;

/** Called first thing in a worker thread: yields the core to the serving thread when both want it. */
export function yieldToServingThread(): void {
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // A platform that refuses (none seen): the worker keeps the process's priority.
  }
}
