// `npm run page-tasks -- <url> [<url> …]`: what each long task of a page load is. Chromium (CHROME_PATH or
// /usr/bin/chromium) loads the page at 4x CPU slowdown (Lighthouse's mobile factor) with the
// JavaScript sampler on, until <html data-hydrated>, PAGE_TASKS_RUNS times (3 unless told). For each
// run: the main-thread tasks of 50 ms or more after the HTML arrived, their sum above 50 ms (a TBT
// of the observed trace) and the page loader's longest task; for the median run, each long task
// with its trace events and the functions the sampler found in it. Wall-clock figures: compare
// builds in one sitting, alternating, and give the load average
// (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
import puppeteer from 'puppeteer-core';

type TEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
};
type TNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
};
type TTask = { start: number; ms: number; events: Map<string, number>; functions: Map<string, number> };

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.PAGE_TASKS_RUNS ?? 3));
const LONG_MS = 50;
const EVENTS = [
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'v8.compileModule',
  'v8.evaluateModule',
  'MajorGC',
  'MinorGC',
];

async function trace(url: string): Promise<TEvent[]> {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    await page.emulateCPUThrottling(4);
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const buffer = await page.tracing.stop();
    return (JSON.parse(Buffer.from(buffer ?? []).toString('utf8')) as { traceEvents: TEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread: the one that parsed this origin's HTML. */
function mainThread(events: TEvent[], origin: string): { pid: number; tid: number } {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && JSON.stringify(event.args).includes(origin),
  );
  if (!parse) throw new Error(`No HTML of ${origin} was parsed in the trace.`);
  return { pid: parse.pid, tid: parse.tid };
}

/** The sampler's samples as [time, "function@script"] in time order. */
function samplesOf(events: TEvent[], pid: number): [number, string][] {
  const nodes = new Map<number, TNode>();
  const samples: [number, string][] = [];
  let time = 0;
  for (const event of events.filter((item) => item.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: TNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (event.name === 'Profile') time = data?.startTime ?? event.ts;
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      time += data?.timeDeltas?.[index] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      const script = frame?.url?.split('/').pop() ?? '';
      // A minified bundle names few functions: the place in the script (line:column, from 0) finds it.
      const place = script ? `${script}:${frame?.lineNumber ?? 0}:${frame?.columnNumber ?? 0}` : '(native)';
      if (frame) samples.push([time, `${frame.functionName || '(anonymous)'}@${place}`]);
    });
  }
  return samples;
}

function longTasks(events: TEvent[], origin: string): { tasks: TTask[]; loaderMs: number } {
  const { pid, tid } = mainThread(events, origin);
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const htmlAt = Math.min(...own.filter((event) => event.name === 'ParseHTML').map((event) => event.ts));
  const samples = samplesOf(events, pid);
  const within = (task: TEvent, event: { ts: number }) =>
    event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0);
  const runTasks = own.filter((event) => event.name === 'RunTask' && event.ts >= htmlAt);
  // The page loader (lib/page-scripts.tsx) runs its functions start and batch from the inline script.
  const loaderMs = Math.max(
    0,
    ...runTasks
      .filter((task) =>
        own.some(
          (event) =>
            event.name === 'FunctionCall' &&
            within(task, event) &&
            ['start', 'batch'].includes(event.args?.data?.functionName ?? '') &&
            (event.args?.data?.url ?? '').startsWith(origin),
        ),
      )
      .map((task) => (task.dur ?? 0) / 1000),
  );
  const tasks = runTasks
    .filter((task) => (task.dur ?? 0) >= LONG_MS * 1000)
    .map((task) => {
      const inside = own.filter((event) => within(task, event) && EVENTS.includes(event.name));
      const eventMs = new Map<string, number>();
      for (const event of inside)
        eventMs.set(event.name, (eventMs.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const functions = new Map<string, number>();
      for (const [time, name] of samples)
        if (within(task, { ts: time })) functions.set(name, (functions.get(name) ?? 0) + 1);
      return { start: (task.ts - htmlAt) / 1000, ms: (task.dur ?? 0) / 1000, events: eventMs, functions };
    });
  return { tasks, loaderMs };
}

const blocking = (tasks: TTask[]) => tasks.reduce((sum, task) => sum + task.ms - LONG_MS, 0);
const top = (counts: Map<string, number>, count: number, unit: (value: number) => string) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${name} ${unit(value)}`)
    .join(', ');

const urls = process.argv.slice(2);
if (urls.length === 0)
  throw new Error('Give the page addresses: npm run page-tasks -- http://127.0.0.1:3000/ …');
for (const url of urls) {
  const origin = new URL(url).origin;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(longTasks(await trace(url), origin));
  process.stdout.write(`\n${url} (4x CPU slowdown, observed wall time)\n`);
  for (const { tasks, loaderMs } of runs)
    process.stdout.write(
      `  ${tasks.length} tasks >= ${LONG_MS} ms, ${Math.round(blocking(tasks))} ms above ${LONG_MS} ms, longest ${Math.round(Math.max(0, ...tasks.map((task) => task.ms)))} ms; the loader's longest task ${Math.round(loaderMs)} ms\n`,
    );
  const median = [...runs].sort((a, b) => blocking(a.tasks) - blocking(b.tasks))[Math.floor(runs.length / 2)];
  for (const task of median?.tasks ?? []) {
    const samples = [...task.functions.values()].reduce((sum, value) => sum + value, 0) || 1;
    process.stdout.write(
      `  at ${Math.round(task.start)} ms, ${Math.round(task.ms)} ms: ${top(task.events, 4, (ms) => `${Math.round(ms)} ms`) || '-'}\n` +
        `      ${top(task.functions, 5, (count) => `${Math.round((100 * count) / samples)} %`) || '(no samples)'}\n`,
    );
  }
}
