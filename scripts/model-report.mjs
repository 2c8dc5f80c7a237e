#!/usr/bin/env node
// Joins the two levels of the model tests into one report QA can read without the code
// (docs/qa-model-tests.md): model-report/report.json for CI dashboards and model-report/index.html.
// Plain Node: it reads only the JSON files the two reporters wrote (machine.json, ui.json).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from './lib.mjs';

export const REPORT_DIR = join(ROOT, 'model-report');
const LEVELS = ['machine', 'ui'];
const LEVEL_NAME = { machine: 'Machine level (no browser)', ui: 'UI level (Chromium)' };

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const percent = (part, whole) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

/** The innermost active states of a step, e.g. `flow.book.idle + hold.none`. */
const leafStates = (states) =>
  states.filter((id) => !states.some((other) => other.startsWith(`${id}.`))).join(' + ');

const readLevels = () =>
  LEVELS.map((level) => join(REPORT_DIR, `${level}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));

/** The JSON for dashboards: per level and machine the figures, then every path with its result. */
export const buildJsonReport = (levels) => ({
  generatedAt: new Date().toISOString(),
  ok: levels.length > 0 && levels.every((level) => level.paths.every((path) => path.status !== 'failed')),
  levels: levels.map((level) => ({
    level: level.level,
    target: level.target,
    finishedAt: level.finishedAt,
    durationMs: level.durationMs,
    machines: Object.fromEntries(
      Object.entries(level.machines).map(([name, machine]) => [
        name,
        {
          paths: level.paths.filter((path) => path.machine === name).length,
          passed: machine.passed,
          failed: machine.failed,
          states: machine.coverage.states,
          transitions: machine.coverage.transitions,
          untaken: machine.untaken ?? [],
        },
      ]),
    ),
    paths: level.paths.map((path) => ({
      machine: path.machine,
      start: path.start,
      title: path.title,
      status: path.status,
      durationMs: path.durationMs,
      ...(path.failedStep === undefined ? {} : { failedStep: path.failedStep }),
      ...(path.error ? { error: path.error } : {}),
      ...(path.screenshot ? { screenshot: path.screenshot } : {}),
      steps: path.steps.map((step) => ({ event: step.event, state: leafStates(step.states) })),
    })),
  })),
});

const mermaidId = (id) => (id === '' ? 'root' : id.replaceAll('.', '__'));

/** The flow as a Mermaid state diagram, every transition marked ✓ (taken) or ✗ (not taken). */
const markedMermaid = (machine, taken) => {
  const lines = ['stateDiagram-v2'];
  const declare = (parent, depth) => {
    for (const id of machine.states.filter((state) => state.split('.').slice(0, -1).join('.') === parent)) {
      const indent = '  '.repeat(depth);
      const children = machine.states.some((other) => other.startsWith(`${id}.`));
      const name = id.split('.').at(-1);
      if (children) {
        lines.push(`${indent}state "${name}" as ${mermaidId(id)} {`);
        declare(id, depth + 1);
        lines.push(`${indent}}`);
      } else lines.push(`${indent}state "${name}" as ${mermaidId(id)}`);
    }
  };
  declare('', 1);
  for (const transition of machine.transitions) {
    for (const target of transition.targets) {
      const guard = transition.guard ? ` [${transition.guard}]` : '';
      lines.push(
        `  ${mermaidId(transition.source)} --> ${mermaidId(target)}: ${taken.has(transition.id) ? '✓' : '✗'} ${transition.event}${guard}`,
      );
    }
  }
  lines.push('  classDef missed fill:#fde2e2,stroke:#b42318');
  for (const id of machine.coverage.states.missing) lines.push(`  class ${mermaidId(id)} missed`);
  return lines.join('\n');
};

const CSS = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2433;background:#f7f7f5}
main{max-width:1200px;margin:0 auto;padding:24px}
h1{font-size:26px;margin:0 0 4px}h2{margin-top:36px;border-bottom:2px solid #ddd;padding-bottom:4px}
h3{margin-top:24px}
table{border-collapse:collapse;width:100%;background:#fff;margin:8px 0}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef0f3}
.ok{color:#067647;font-weight:600}.bad{color:#b42318;font-weight:600}.muted{color:#667085}
.cards{display:flex;gap:12px;flex-wrap:wrap}
.card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;min-width:230px}
.card b{font-size:20px}
details{background:#fff;border:1px solid #ddd;border-radius:6px;margin:4px 0;padding:4px 8px}
details.failed{border-color:#b42318}
summary{cursor:pointer}
tr.failed td{background:#fde2e2}
code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#fff;border:1px solid #ddd;padding:8px;overflow:auto}
img.shot{max-width:100%;border:1px solid #b42318;margin-top:8px}
`;

const coverageCards = (level) =>
  Object.entries(level.machines)
    .map(([name, machine]) => {
      const moving = machine.transitions.filter((transition) => transition.targets.length > 0);
      const taken = new Set(
        machine.transitions
          .map((transition) => transition.id)
          .filter((id) => !machine.coverage.transitions.missing.includes(id)),
      );
      const movingTaken = moving.filter((transition) => taken.has(transition.id)).length;
      const { states, transitions } = machine.coverage;
      return `<div class="card"><div class="muted">${escape(name)}</div>
<div class="${machine.failed ? 'bad' : 'ok'}">${machine.passed} passed, ${machine.failed} failed</div>
<div>States reached <b>${states.reached} / ${states.total}</b> <span class="muted">${percent(states.reached, states.total)}</span></div>
<div>Transitions taken <b>${transitions.taken} / ${transitions.total}</b> <span class="muted">${percent(transitions.taken, transitions.total)}</span></div>
<div class="muted">of which change state: ${movingTaken} / ${moving.length}</div></div>`;
    })
    .join('\n');

const pathDetails = (path) => {
  const rows = path.steps
    .map((step, index) => {
      const failed = path.failedStep === index;
      const result = failed
        ? '<span class="bad">✗ failed</span>'
        : path.status === 'skipped' || (path.failedStep !== undefined && index > path.failedStep)
          ? '<span class="muted">not run</span>'
          : '<span class="ok">✓</span>';
      return `<tr class="${failed ? 'failed' : ''}"><td>${index}</td><td><code>${escape(step.event)}</code></td><td><code>${escape(leafStates(step.states))}</code></td><td>${result}</td></tr>`;
    })
    .join('');
  const failure =
    path.status === 'failed'
      ? `<p class="bad">Failed at step ${path.failedStep ?? '?'}:</p><pre>${escape(path.error ?? '')}</pre>${
          path.screenshot
            ? `<a href="${escape(path.screenshot)}"><img class="shot" loading="lazy" alt="The page at the failing step" src="${escape(path.screenshot)}"></a>`
            : ''
        }`
      : '';
  const badge =
    path.status === 'passed'
      ? '<span class="ok">✓ passed</span>'
      : path.status === 'failed'
        ? '<span class="bad">✗ failed</span>'
        : '<span class="muted">skipped</span>';
  return `<details class="${path.status}"${path.status === 'failed' ? ' open' : ''}><summary>${badge} <span class="muted">${escape(path.start)} ·</span> ${escape(path.title)} <span class="muted">(${path.steps.length - 1} events, ${path.durationMs} ms)</span></summary>
<table><tr><th>#</th><th>Event</th><th>State reached</th><th>Result</th></tr>${rows}</table>${failure}</details>`;
};

const machineSection = (name, levels) => {
  const first = levels.find((level) => level.machines[name])?.machines[name];
  if (!first) return '';
  const takenBy = levels.map((level) => {
    const machine = level.machines[name];
    const missing = new Set(machine?.coverage.transitions.missing ?? []);
    return new Set((machine?.transitions ?? []).map((t) => t.id).filter((id) => !missing.has(id)));
  });
  const reachedBy = levels.map((level) => {
    const missing = new Set(level.machines[name]?.coverage.states.missing ?? []);
    return new Set(first.states.filter((id) => !missing.has(id)));
  });
  const mark = (set, id) => (set.has(id) ? '<span class="ok">✓</span>' : '<span class="bad">✗</span>');
  const headers = levels.map((level) => `<th>${escape(LEVEL_NAME[level.level])}</th>`).join('');
  const stateRows = first.states
    .map(
      (id) =>
        `<tr><td><code>${escape(id)}</code></td>${reachedBy.map((set) => `<td>${mark(set, id)}</td>`).join('')}</tr>`,
    )
    .join('');
  const transitionRows = first.transitions
    .map(
      (t) =>
        `<tr><td><code>${escape(t.source || '(any state)')}</code></td><td><code>${escape(t.event)}</code>${t.guard ? ` <span class="muted">[${escape(t.guard)}]</span>` : ''}</td><td><code>${escape(t.targets.join(', ') || '(stays; changes data)')}</code></td>${takenBy.map((set) => `<td>${mark(set, t.id)}</td>`).join('')}</tr>`,
    )
    .join('');
  const untaken = levels
    .filter((level) => level.machines[name])
    .map((level) => {
      const list = level.machines[name].untaken ?? [];
      const byId = new Map(first.transitions.map((t) => [t.id, t]));
      const rows = list
        .map(({ id, reason }) => {
          const t = byId.get(id);
          const arrow = t
            ? `${t.source || '(any state)'} · ${t.event}${t.guard ? ` [${t.guard}]` : ''} → ${t.targets.join(', ') || '(stays)'}`
            : id;
          return `<tr><td><code>${escape(arrow)}</code></td><td>${escape(reason)}</td></tr>`;
        })
        .join('');
      return `<h3>Untaken at the ${escape(LEVEL_NAME[level.level].toLowerCase())} (${list.length}) and why</h3>${
        list.length === 0
          ? '<p class="ok">Every transition is taken by some path.</p>'
          : `<table><tr><th>Transition</th><th>Why no path takes it</th></tr>${rows}</table>`
      }`;
    })
    .join('');
  const mermaid = levels
    .filter((level) => level.machines[name])
    .map(
      (level, index) =>
        `<details><summary>Mermaid picture, transitions taken at the ${escape(LEVEL_NAME[level.level].toLowerCase())} marked ✓ (paste into any Mermaid viewer)</summary><pre>${escape(markedMermaid(level.machines[name], takenBy[index]))}</pre></details>`,
    )
    .join('');
  return `<h2 id="machine-${escape(name)}">${escape(name)} flow</h2>
<h3>States</h3><table><tr><th>State</th>${headers}</tr>${stateRows}</table>
<h3>Transitions</h3><p class="muted">Every transition of the machine. “(stays; changes data)” ones keep the state and change what the visitor entered, or warn that a call is under way. ✗ means no path took it.</p>
<table><tr><th>From</th><th>Event [guard]</th><th>To</th>${headers}</tr>${transitionRows}</table>${untaken}${mermaid}`;
};

export const buildHtmlReport = (levels) => {
  const machines = [...new Set(levels.flatMap((level) => Object.keys(level.machines)))];
  const levelBlocks = levels
    .map((level) => {
      const failed = level.paths.filter((path) => path.status === 'failed').length;
      const playwright =
        level.level === 'ui' && existsSync(join(REPORT_DIR, 'playwright', 'index.html'))
          ? ' · <a href="playwright/index.html">Playwright’s own report (steps, traces)</a>'
          : '';
      return `<h2 id="level-${level.level}">${escape(LEVEL_NAME[level.level])}</h2>
<p>Against <b>${escape(level.target)}</b> · ${level.paths.length} paths, <span class="${failed ? 'bad' : 'ok'}">${failed} failed</span> · took ${(level.durationMs / 1000).toFixed(1)} s · finished ${escape(level.finishedAt)}${playwright}</p>
<div class="cards">${coverageCards(level)}</div>`;
    })
    .join('\n');
  const pathBlocks = levels
    .map((level) =>
      machines
        .map((name) => {
          const paths = level.paths
            .filter((path) => path.machine === name)
            .sort((a, b) => Number(b.status === 'failed') - Number(a.status === 'failed'));
          return paths.length === 0
            ? ''
            : `<h3 id="paths-${level.level}-${escape(name)}">${escape(LEVEL_NAME[level.level])}: ${escape(name)} paths (${paths.length})</h3>${paths.map(pathDetails).join('\n')}`;
        })
        .join('\n'),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model tests · Tredjedel</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head><body><main>
<h1>Model tests of the booking and gift-card flows</h1>
<p class="muted">Written ${escape(new Date().toISOString())} by <code>npm run test:model</code>. How to read it: docs/qa-model-tests.md. Data for dashboards: <a href="report.json">report.json</a>.</p>
<nav><p>${[
    ...levels.map((level) => `<a href="#level-${level.level}">${escape(LEVEL_NAME[level.level])}</a>`),
    ...machines.map(
      (name) => `<a href="#machine-${escape(name)}">${escape(name)} states and transitions</a>`,
    ),
    ...levels.flatMap((level) =>
      machines.map(
        (name) =>
          `<a href="#paths-${level.level}-${escape(name)}">${escape(name)} paths (${level.level})</a>`,
      ),
    ),
  ].join(' · ')}</p></nav>
${levels.length === 0 ? '<p class="bad">No level has run yet.</p>' : levelBlocks}
${machines.map((name) => machineSection(name, levels)).join('\n')}
<h2>Paths</h2><p class="muted">Each path starts where the flow starts and sends one event per step; the table shows the state the machine (or the page) reached after each. Failed paths come first and are open.</p>
${pathBlocks}
</main></body></html>`;
};

/** Writes report.json and index.html from the levels that ran; returns the JSON report. */
export function writeModelReport() {
  const levels = readLevels();
  const json = buildJsonReport(levels);
  if (levels.length > 0) {
    writeFileSync(join(REPORT_DIR, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(join(REPORT_DIR, 'index.html'), buildHtmlReport(levels));
  }
  return json;
}

/** A few lines for the terminal: per level the paths, time and coverage, then where the report is. */
export function printModelSummary(json) {
  if (json.levels.length === 0) {
    process.stdout.write('No model-test results in model-report/ (no model test ran).\n');
    return;
  }
  for (const level of json.levels) {
    process.stdout.write(
      `${LEVEL_NAME[level.level]} against ${level.target}: ${level.paths.length} paths in ${(level.durationMs / 1000).toFixed(1)} s\n`,
    );
    for (const [name, machine] of Object.entries(level.machines)) {
      process.stdout.write(
        `  ${name.padEnd(9)} ${String(machine.passed).padStart(3)} passed, ${machine.failed} failed · states ${machine.states.reached}/${machine.states.total} · transitions ${machine.transitions.taken}/${machine.transitions.total}\n`,
      );
    }
  }
  process.stdout.write(
    `Report: ${join(REPORT_DIR, 'index.html')} (JSON: ${join(REPORT_DIR, 'report.json')})\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printModelSummary(writeModelReport());
}
