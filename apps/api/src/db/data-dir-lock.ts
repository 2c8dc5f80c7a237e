import fs from 'node:fs';
import path from 'node:path';

import { isProcessAlive } from '../lib/process-alive.ts';

const LOCK_FILE = 'tredjedel.lock';

/** Folders this process holds: in a container the server may be pid 1 on every run, so our own pid in a lock file is only ours if we wrote it. */
const heldByThisProcess = new Set<string>();

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * When the process with this pid started, in clock ticks since boot (field 22 of
 * /proc/<pid>/stat, proc(5)), or null where there is no /proc (macOS) or no such process. A pid
 * is reused by the kernel; the pair (pid, start time) is not, so it names one process.
 *
 * @internal Exported for the tests that use it directly (test/db/data-dir-lock.test.ts).
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock file's text: `<pid> <start time>`; the start time is left out where /proc is missing. */
function ownerRecord(pid: number): string {
  const started = processStartTime(pid);
  return started === null ? String(pid) : `${pid} ${started}`;
}

/**
 * Whether the recorded owner still runs: its pid is alive and, when a start time was recorded
 * and /proc can tell, it is the same process (not an unrelated one that got the pid later).
 */
function isOwnerAlive(pid: number, recordedStart: string | undefined): boolean {
  if (!isProcessAlive(pid)) return false;
  if (recordedStart === undefined) return true;
  const started = processStartTime(pid);
  return started === null || started === recordedStart;
}

/**
 * PGlite is one process per data folder: a second one would corrupt it. The lock file holds the
 * owner's pid and start time; a lock whose process is gone (a crash, kill -9), or whose pid now
 * belongs to another process, is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, ownerRecord(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', recordedStart] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = Number.parseInt(pidText, 10);
      const isHeld =
        owner === process.pid
          ? heldByThisProcess.has(lockPath)
          : Number.isInteger(owner) && owner > 0 && isOwnerAlive(owner, recordedStart);
      if (isHeld) {
        throw new DataDirLockedError(
          `Another Tredjedel server is using ${dataDir} (pid ${owner}). Stop it or set DATA_DIR to another folder.`,
        );
      }
      // Stale: its process is gone or the pid is someone else's now. Remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: the lock file ${lockPath} keeps reappearing.`);
}
