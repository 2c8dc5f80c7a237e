/**
 * Whether a process with this pid runs on this machine. EPERM means it exists but belongs to
 * another user, so it is alive too (a lock or registry entry it holds still stands).
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
