/**
 * What our server says of itself around a measurement, from its own `/metrics`
 * (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md): the longest and the 99th
 * percentile event-loop delay (prom-client's default metrics, whose histogram starts again at every
 * scrape, so a scrape before and one after bound the run), the time spent in garbage collection,
 * the pages rendered and API answers computed, and memory. These are counts and the server's own
 * clock, which say where a tail comes from better than wrk's latency on a shared machine
 * (docs/decisions/0006-page-caching-shared-pages-answered-once.md, "Where the listing's tail comes from").
 */

type TScrape = Map<string, number>;

async function scrape(address: string): Promise<TScrape> {
  const text = await (await fetch(`${address}/metrics`)).text();
  const values: TScrape = new Map();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const cut = line.lastIndexOf(' ');
    const name = line.slice(0, cut);
    const value = Number(line.slice(cut + 1));
    // Series of one name (GC kinds) are summed under the bare name as well.
    const bare = name.split('{')[0] ?? name;
    values.set(name, value);
    if (bare !== name) values.set(`${bare}{*}`, (values.get(`${bare}{*}`) ?? 0) + value);
  }
  return values;
}

export type TServerProbe = {
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  gcMs: number;
  pageRenders: number;
  answerComputations: number;
};

/** Runs `measure` between two scrapes of the server at `address` and says what the server saw. */
export async function probeDuring<T>(
  address: string,
  measure: () => Promise<T>,
): Promise<{ result: T; probe: TServerProbe }> {
  const before = await scrape(address);
  const result = await measure();
  const after = await scrape(address);
  const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  return {
    result,
    probe: {
      eventLoopMaxMs: (after.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
      eventLoopP99Ms: (after.get('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
      gcMs: delta('nodejs_gc_duration_seconds_sum{*}') * 1000,
      pageRenders: delta('tredjedel_shared_computations_total{kind="page"}'),
      answerComputations: delta('tredjedel_shared_computations_total{kind="answer"}'),
    },
  };
}

export function describeProbe(probe: TServerProbe): string {
  return `event loop delay max ${probe.eventLoopMaxMs.toFixed(1)} ms, p99 ${probe.eventLoopP99Ms.toFixed(2)} ms; GC ${probe.gcMs.toFixed(0)} ms; ${probe.pageRenders} page renders, ${probe.answerComputations} API answers computed`;
}

/** The server's memory by kind (MB), as Node reports it: where its resident memory goes. */
export async function memoryOf(address: string): Promise<string> {
  const values = await scrape(address);
  const mb = (name: string) => ((values.get(name) ?? Number.NaN) / 1024 / 1024).toFixed(0);
  return `RSS ${mb('process_resident_memory_bytes')} MB: V8 heap ${mb('nodejs_heap_size_total_bytes')} MB (used ${mb('nodejs_heap_size_used_bytes')}), external ${mb('nodejs_external_memory_bytes')} MB (PGlite's WebAssembly memory and Buffers)`;
}
