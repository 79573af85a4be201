import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'duet-lock-'));
const hasProc = existsSync('/proc/self/stat');
const apiDir = fileURLToPath(new URL('../..', import.meta.url));

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => stop(child)));
});

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

/** A child process, once it runs its own program (not a copy of this one). */
async function start(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

/** Another process that claims `dir` the way the server does, and holds it until stopped. */
async function otherDuet(dir: string) {
  const child = await start(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { claimDataDir } from ${JSON.stringify(join(apiDir, 'src/db/data-dir-lock.ts'))};
     claimDataDir(${JSON.stringify(dir)}); console.log('claimed'); setTimeout(() => {}, 30000);`,
  ]);
  await once(child.stdout, 'data');
  return child;
}

describe('claimDataDir', () => {
  it('claims a free folder and frees it on release', () => {
    const dir = freshDir();
    const release = claimDataDir(dir);
    expect(readFileSync(join(dir, 'duet.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
    release();
    expect(existsSync(join(dir, 'duet.pid'))).toBe(false);
  });

  it('refuses a folder another live Duet process holds, naming it', async () => {
    const dir = freshDir();
    const other = await otherDuet(dir);
    expect(() => claimDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    // Once that process is gone, its stale claim no longer counts.
    await stop(other);
    expect(() => claimDataDir(dir)()).not.toThrow();
  });

  it('refuses a folder whose pid alone (an older claim) names a live Node process', async () => {
    const dir = freshDir();
    const other = await start(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'duet.pid'), String(other.pid));
    expect(() => claimDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it.skipIf(!hasProc)('claims a folder whose pid now names a process that is not Node', async () => {
    const dir = freshDir();
    const sleep = await start('sleep', ['30']);
    writeFileSync(join(dir, 'duet.pid'), String(sleep.pid));
    expect(() => claimDataDir(dir)()).not.toThrow();
  });

  it.skipIf(!hasProc)('claims a folder whose pid now names a process started after the claim', async () => {
    const dir = freshDir();
    const other = await start(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'duet.pid'), `${other.pid} 1`);
    expect(() => claimDataDir(dir)()).not.toThrow();
  });
});
