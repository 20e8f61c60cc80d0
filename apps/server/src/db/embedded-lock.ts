/**
 * One process at a time on the embedded database: PGlite has no server of its own, so two
 * processes opening the same data directory (the server and `npm run admin`, or two servers)
 * would both write its files and corrupt them. The first takes `<dir>.lock` (its pid); the next
 * one is refused with a sentence naming the holder. A lock left by a process that died (kill -9)
 * is taken over, since its pid is no longer alive.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class EmbeddedDatabaseLockedError extends Error {}

/** Takes the lock of the embedded database at `dir` for this process; answers its release. */
export function lockEmbeddedDatabase(dir: string, holder: string): () => void {
  const lockFile = `${dir}.lock`;
  const content = JSON.stringify({ pid: process.pid, holder });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const current = readHolder(lockFile);
      if (current && isAlive(current.pid)) {
        throw new EmbeddedDatabaseLockedError(
          `The embedded database ${dir} is open in another process (${current.holder}, pid ${current.pid}): stop it first.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  const release = () => {
    if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

function readHolder(lockFile: string): { pid: number; holder: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockFile, 'utf8')) as {
      pid?: unknown;
      holder?: unknown;
    };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, holder: String(parsed.holder) }
      : undefined;
  } catch {
    // Unreadable or half-written by a process that died while writing it: stale.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
