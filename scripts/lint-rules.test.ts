import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// Each case writes a probe file where the repository's own files live (the type-aware rules need
// a tsconfig that owns it), lints it with the real eslint.config.js and removes it again.

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const probes: string[] = [];

afterEach(async () => {
  await Promise.all(probes.splice(0).map((path) => rm(path, { force: true })));
});

async function rulesBrokenBy(relativePath: string, code: string): Promise<string[]> {
  const path = join(root, relativePath.replace('PROBE', `lint-probe-${process.pid}-${probes.length}`));
  probes.push(path);
  await writeFile(path, code);
  const [result] = await eslint.lintFiles([path]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('type-aware lint rules', () => {
  it('refuse a promise nobody awaits', async () => {
    const code = 'async function save() {\n  return 1;\n}\nexport function run() {\n  save();\n}\n';
    expect(await rulesBrokenBy('scripts/PROBE.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  }, 60_000);

  it('refuse a switch that forgets a member of a union', async () => {
    const code =
      "export function label(kind: 'like' | 'pass') {\n  switch (kind) {\n    case 'like':\n      return 1;\n  }\n  return 0;\n}\n";
    expect(await rulesBrokenBy('scripts/PROBE.ts', code)).toContain(
      '@typescript-eslint/switch-exhaustiveness-check',
    );
  }, 60_000);

  it('pass the same code once it awaits and covers every member', async () => {
    const code =
      "async function save() {\n  return 1;\n}\nexport async function run(kind: 'like' | 'pass') {\n  await save();\n  switch (kind) {\n    case 'like':\n      return 1;\n    case 'pass':\n      return 0;\n  }\n}\n";
    expect(await rulesBrokenBy('scripts/PROBE.ts', code)).toEqual([]);
  }, 60_000);
});

describe('test lint rules', () => {
  it('refuse a fixed sleep in an end-to-end journey', async () => {
    const code =
      "import { test } from '@playwright/test';\n\ntest('waits', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n";
    expect(await rulesBrokenBy('e2e/PROBE.ts', code)).toContain('playwright/no-wait-for-timeout');
  }, 60_000);

  it('refuse a unit test that expects nothing', async () => {
    const code = "import { it } from 'vitest';\n\nit('does nothing', () => {\n  void 0;\n});\n";
    expect(await rulesBrokenBy('scripts/PROBE.test.ts', code)).toContain('vitest/expect-expect');
  }, 60_000);
});
