/**
 * CPU time spent by the processes a bench measures, from /proc (Linux; null elsewhere): the server
 * processes by pid, and PostgreSQL's backends serving the bench's own database. Steadier than
 * throughput on a shared machine: it does not count time spent waiting for a core.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { pinning } from './processes.ts';
import type { TPgClient } from './holds.ts';

const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** User plus system CPU milliseconds of one process so far, or null when it cannot be read. */
function cpuMilliseconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids of PostgreSQL backends connected to `database`, this client's own left out. */
export async function backendPids(client: TPgClient, database: string): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows.map((row) => row.pid);
}

/**
 * Pins the bench database's backends to the servers' core, beside the servers and apart from the
 * load generator (PostgreSQL runs on this machine; other databases' backends are left alone).
 * Backends opened later are not pinned. Returns how many were pinned.
 */
export function pinBackends(pids: readonly number[]): number {
  if (!pinning) return 0;
  let pinned = 0;
  for (const pid of pids) {
    const result = spawnSync('taskset', ['-pc', pinning.serverCores, String(pid)], { stdio: 'ignore' });
    if (result.status === 0) pinned += 1;
  }
  return pinned;
}

/** CPU milliseconds per pid now, for `cpuSpentSince`. */
export function cpuSnapshot(pids: readonly number[]): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    const spent = cpuMilliseconds(pid);
    if (spent !== null) snapshot.set(pid, spent);
  }
  return snapshot;
}

/**
 * CPU milliseconds `pids` spent since `before`; a pid absent from `before` (a backend opened during
 * the run) counts whole. A process that ended in between is lost (its time not counted).
 */
export function cpuSpentSince(before: Map<number, number>, pids: readonly number[]): number {
  let total = 0;
  for (const [pid, spent] of cpuSnapshot(pids)) total += spent - (before.get(pid) ?? 0);
  return total;
}

/** A process's resident memory now (VmRSS from /proc), in MB, or null when it cannot be read. */
export function residentMegabytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}
