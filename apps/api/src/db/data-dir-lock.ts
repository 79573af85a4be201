import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

const LOCK_FILE = 'duet.pid';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one database in one process: a second process on the same folder (a second server,
 * or `npm run codes` while `npm start` runs) would read stale data and overwrite the first's.
 * Claims the folder for this process, or throws naming the process that holds it.
 */
export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(path, 'utf8').trim()) || null;
  } catch {
    // No lock: the folder is free.
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new ConfigError(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first ` +
        '(PGlite serves one process at a time), or run both on PostgreSQL with DATABASE_URL.',
    );
  }
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}
