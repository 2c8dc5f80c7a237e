import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DataDirLockedError, lockDataDir, processStartTime } from '../../src/db/data-dir-lock.ts';
import { openDatabase } from '../../src/db/database.ts';

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock (pglite)', () => {
  // Opens PGlite twice (about 5 s each on an idle machine): more than the default time limit
  // on a busy two-core CI machine, where one such run took 105 s.
  it('refuses a second PGlite on the same DATA_DIR and frees it on close', { timeout: 300_000 }, async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        `Another Tredjedel server is using ${dir} (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('names the pid of another live process that holds the folder', () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'tredjedel.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    return new Promise<void>((resolve, reject) => {
      gone.on('exit', () => {
        try {
          fs.writeFileSync(path.join(dir, 'tredjedel.lock'), String(gone.pid));
          const release = lockDataDir(dir);
          expect(fs.readFileSync(path.join(dir, 'tredjedel.lock'), 'utf8')).toBe(
            `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim(),
          );
          release();
          expect(fs.existsSync(path.join(dir, 'tredjedel.lock'))).toBe(false);
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  });

  it('names a live owner recorded with its own start time', () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const pid = holder.pid ?? 0;
      // /proc/<pid>/stat appears as soon as the process exists.
      const started = processStartTime(pid);
      expect(started).not.toBeNull();
      fs.writeFileSync(path.join(dir, 'tredjedel.lock'), `${pid} ${started ?? ''}`);
      expect(() => lockDataDir(dir)).toThrow(`(pid ${pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose pid now belongs to an unrelated live process', () => {
    const dir = tempDir();
    // An unrelated process alive under the recorded pid, but started at another time than the
    // owner that wrote the lock (as after a reboot or pid reuse).
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const pid = unrelated.pid ?? 0;
      const started = Number(processStartTime(pid));
      fs.writeFileSync(path.join(dir, 'tredjedel.lock'), `${pid} ${started + 12345}`);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'tredjedel.lock'), 'utf8').split(' ')[0]).toBe(
        String(process.pid),
      );
      release();
    } finally {
      unrelated.kill();
    }
  });

  it('takes over our own pid left behind by an earlier run (pid 1 in containers)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tredjedel.lock'), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});
