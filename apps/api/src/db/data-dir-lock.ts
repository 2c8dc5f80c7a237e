import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'tredjedel.lock';

/** Folders this process holds: in a container the server may be pid 1 on every run, so our own pid in a lock file is only ours if we wrote it. */
const heldByThisProcess = new Set<string>();

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per data folder: a second one would corrupt it. The lock file holds the
 * owner's pid; a lock whose process is gone (a crash, kill -9) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
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
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      const isHeld =
        owner === process.pid
          ? heldByThisProcess.has(lockPath)
          : Number.isInteger(owner) && isProcessAlive(owner);
      if (isHeld) {
        throw new DataDirLockedError(
          `Another Tredjedel server is using ${dataDir} (pid ${owner}). Stop it or set DATA_DIR to another folder.`,
        );
      }
      // Stale: its process is gone. Remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: the lock file ${lockPath} keeps reappearing.`);
}
