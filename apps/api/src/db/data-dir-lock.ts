import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ConfigError } from '../config.ts';

const LOCK_FILE = 'duet.pid';

/** Who claimed a data folder: a pid, and when that process started if the system tells. */
type Claim = { pid: number; startedAt: string | null };

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Linux only: when the process started, in clock ticks since boot (null without /proc). */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and brackets; starttime is the 22nd.
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Linux only: whether the process runs Node (null without /proc). */
function isNodeProcess(pid: number): boolean | null {
  try {
    const [program = ''] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return basename(program).startsWith('node') || program === process.execPath;
  } catch {
    return null;
  }
}

function readClaim(path: string): Claim | null {
  try {
    const [pid, startedAt] = readFileSync(path, 'utf8').trim().split(/\s+/);
    return Number(pid) > 0 ? { pid: Number(pid), startedAt: startedAt ?? null } : null;
  } catch {
    return null; // No lock: the folder is free.
  }
}

/**
 * Whether the process a claim names is still the one that wrote it. A pid outlives its process:
 * after a reboot or a container restart the same number may be any other program, and that must
 * not keep Duet from starting. Without /proc to tell (macOS, Windows), a live pid counts.
 */
function isHeld(claim: Claim): boolean {
  if (claim.pid === process.pid || !isRunning(claim.pid)) return false;
  const startedAt = processStartTime(claim.pid);
  if (startedAt === null) return true;
  if (claim.startedAt !== null) return claim.startedAt === startedAt;
  // A claim with a pid alone (written by hand or by an older Duet): only a Node process may hold it.
  return isNodeProcess(claim.pid) !== false;
}

/**
 * PGlite is one database in one process: a second process on the same folder (a second server,
 * or `npm run codes` while `npm start` runs) would read stale data and overwrite the first's.
 * Claims the folder for this process, or throws naming the process that holds it.
 */
export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const claim = readClaim(path);
  if (claim && isHeld(claim)) {
    throw new ConfigError(
      `The embedded database in ${dataDir} is in use by process ${claim.pid}. Stop it first ` +
        '(PGlite serves one process at a time), or run both on PostgreSQL with DATABASE_URL. ' +
        `If that process is not Duet, delete ${path}.`,
    );
  }
  const startedAt = processStartTime(process.pid);
  writeFileSync(path, startedAt === null ? String(process.pid) : `${process.pid} ${startedAt}`);
  return () => rmSync(path, { force: true });
}
