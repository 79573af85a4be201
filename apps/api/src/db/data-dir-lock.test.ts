import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'duet-lock-'));

describe('claimDataDir', () => {
  it('claims a free folder and frees it on release', () => {
    const dir = freshDir();
    const release = claimDataDir(dir);
    expect(readFileSync(join(dir, 'duet.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'duet.pid'))).toBe(false);
  });

  it('refuses a folder another live process holds, naming it', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'duet.pid'), String(other.pid));
      expect(() => claimDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Once that process is gone, its stale claim no longer counts.
    expect(() => claimDataDir(dir)()).not.toThrow();
  });
});
