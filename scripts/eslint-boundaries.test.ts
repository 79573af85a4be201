import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as if it were this file of the repository. */
async function rulesFiredOn(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

const inSubscriptions = 'apps/web/src/features/subscriptions/components/example.tsx';
const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const value = thing;\n`;

describe('the web features boundary (eslint.config.js)', () => {
  it.each([
    '#features/gifts/components/share-gift-link.tsx',
    '../../gifts/components/share-gift-link.tsx',
    '../../../features/gifts/components/share-gift-link.tsx',
  ])('refuses a feature importing another: %s', async (specifier) => {
    expect(await rulesFiredOn(inSubscriptions, use(specifier))).toContain('no-restricted-imports');
  });

  it.each(['../api/get-subscription.ts', '#lib/session.ts', '#components/ui/button.tsx', '@duet/contracts'])(
    'lets a feature import its own files and the shared ones: %s',
    async (specifier) => {
      expect(await rulesFiredOn(inSubscriptions, use(specifier))).not.toContain('no-restricted-imports');
    },
  );

  it('lets the app compose features', async () => {
    const page = 'apps/web/src/app/routes/example-page.tsx';
    expect(await rulesFiredOn(page, use('#features/gifts/components/share-gift-link.tsx'))).toEqual([]);
  });
});
