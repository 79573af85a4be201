import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each case writes a few files into a fresh tree laid out like the repository's and cruises it with
// the real .dependency-cruiser.cjs, so a rule that stops firing, or an alias that stops resolving,
// fails here. Small trees keep a case to a fraction of a second.

const root = fileURLToPath(new URL('..', import.meta.url));
const configPath = join(root, '.dependency-cruiser.cjs');
const config: { forbidden: { name: string }[] } = createRequire(import.meta.url)(configPath);

let scratch: string;
let webPackageJson: string;
let trees = 0;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'duet-layers-'));
  // The `#features/…` aliases come from the web's package.json `imports`: the real one.
  webPackageJson = await readFile(join(root, 'apps/web/package.json'), 'utf8');
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

type Files = Record<string, string>;

const specifierPattern = /(?:from |import\()'([^']+)'/;

/** Where `specifier`, imported from `from`, lies in the repository: relative, or a web alias. */
function target(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return join(dirname(from), specifier);
  if (specifier.startsWith('#')) return specifier.replace(/^#/, 'apps/web/src/');
  return specifier;
}

/** The relative specifier by which `from` imports `to`. */
function specifierOf(from: string, to: string): string {
  const path = relative(dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Cruises a tree of `files` (path → code) plus, unless `withImported` is false, every local file
 * they import, each exporting `x`.
 */
async function cruiseTree(files: Files, withImported = true): Promise<ICruiseResult> {
  const tree = join(scratch, String((trees += 1)));
  const all: Files = { 'apps/web/package.json': webPackageJson };
  for (const [from, code] of withImported ? Object.entries(files) : []) {
    for (const line of code.split('\n')) {
      const specifier = specifierPattern.exec(line)?.[1];
      if (specifier?.startsWith('.') || specifier?.startsWith('#')) {
        all[target(from, specifier)] = 'export const x = 1;\n';
      }
    }
  }
  Object.assign(all, files);
  for (const [path, code] of Object.entries(all)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), code);
  }
  // `@duet/contracts` resolves through the workspace's own node_modules.
  await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');

  const apps = ['apps/api/src', 'apps/web/src'].filter((app) => existsSync(join(tree, app)));
  const options = await extractDepcruiseOptions(configPath);
  const { output } = await cruise(apps, { ...options, baseDir: tree });
  return output as ICruiseResult;
}

/** The violations in `files`, as `rule: from → to`. */
async function violationsIn(files: Files, withImported = true): Promise<string[]> {
  const { summary } = await cruiseTree(files, withImported);
  return [...new Set(summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`))].sort();
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const useType = (specifier: string) => `import type { x } from '${specifier}';\nexport type Y = typeof x;\n`;
const load = (specifier: string) => `export const y = () => import('${specifier}');\n`;
const reexport = (specifier: string) => `export { x } from '${specifier}';\n`;

/** For each rule, imports it refuses: [the importing file, its code]. */
const refused: Record<string, [from: string, code: string][]> = {
  'api-feature-to-feature': [
    ['apps/api/src/features/matches/routes.ts', use('../partners/partners-repository.ts')],
    ['apps/api/src/features/matches/routes.ts', useType('../partners/partners-repository.ts')],
    ['apps/api/src/features/matches/routes.ts', load('../partners/partners-repository.ts')],
    ['apps/api/src/features/matches/routes.ts', reexport('../partners/partners-repository.ts')],
    ['apps/api/src/features/payments/sandbox/sandbox-routes.ts', use('../../partners/links/invite.ts')],
  ],
  'api-shared-upward': [
    ['apps/api/src/shared/notify.ts', use('../features/push/push-dispatcher.ts')],
    ['apps/api/src/shared/couple/lock.ts', load('../../features/push/push-dispatcher.ts')],
    ['apps/api/src/shared/notify.ts', useType('../app.ts')],
    ['apps/api/src/shared/notify.ts', use('../seed-cli.ts')],
  ],
  'api-lower-layers': [
    ['apps/api/src/lib/paginate.ts', use('../shared/premium.ts')],
    ['apps/api/src/db/database.ts', useType('../features/fantasies/catalogue-cache.ts')],
    ['apps/api/src/plugins/rate-limit.ts', use('../shared/session/authenticate.ts')],
    ['apps/api/src/plugins/locale.ts', load('../features/profile/routes.ts')],
    ['apps/api/src/config.ts', use('./shared/premium.ts')],
    ['apps/api/src/plugins/locale.ts', use('../server.ts')],
  ],
  'api-feature-to-composition': [
    ['apps/api/src/features/docs/routes.ts', useType('../../app.ts')],
    ['apps/api/src/features/fantasies/seed-catalogue.ts', load('../../seed.ts')],
    ['apps/api/src/features/activation-codes/codes.ts', use('../../server.ts')],
  ],
  'web-feature-to-feature': [
    ['apps/web/src/features/subscriptions/components/result.tsx', use('#features/gifts/api/get-gifts.ts')],
    ['apps/web/src/features/subscriptions/components/result.tsx', use('../../gifts/api/get-gifts.ts')],
    ['apps/web/src/features/subscriptions/components/result.tsx', load('#features/gifts/api/get-gifts.ts')],
    [
      'apps/web/src/features/subscriptions/components/result.tsx',
      useType('#features/gifts/api/get-gifts.ts'),
    ],
    ['apps/web/src/features/subscriptions/result.ts', use('../gifts/api/get-gifts.ts')],
    ['apps/web/src/features/subscriptions/result.ts', use('#features/gifts/gift.ts')],
  ],
  'web-feature-to-app': [
    ['apps/web/src/features/push/components/push-setting.tsx', use('#app/router.tsx')],
    ['apps/web/src/features/push/components/push-setting.tsx', load('../../../main.tsx')],
  ],
  'web-shared-upward': [
    ['apps/web/src/lib/analytics.ts', use('#features/gifts/api/get-gifts.ts')],
    ['apps/web/src/lib/analytics.ts', useType('../features/gifts/api/get-gifts.ts')],
    ['apps/web/src/hooks/use-swipe.ts', load('../features/gifts/api/get-gifts.ts')],
    ['apps/web/src/components/ui/dialog.tsx', use('#app/router.tsx')],
    ['apps/web/src/components/ui/dialog.tsx', use('#app/routes/gifts-page.tsx')],
  ],
};

describe('the layers (.dependency-cruiser.cjs) refuse', () => {
  const cases = Object.entries(refused).flatMap(([rule, imports]) =>
    imports.map(([from, code]) => [rule, `${from}: ${code.split('\n')[0]}`, from, code] as const),
  );

  it.each(cases)('%s: %s', async (rule, _title, from, code) => {
    const to = target(from, specifierPattern.exec(code)![1]!);
    expect(await violationsIn({ [from]: code })).toEqual([`${rule}: ${from} → ${to}`]);
  });

  it.each([
    ['apps/api/src/shared/couple/a.ts', 'apps/api/src/shared/couple/b.ts'],
    ['apps/api/src/features/events/a.ts', 'apps/api/src/features/events/b.ts'],
    ['apps/web/src/lib/a.ts', 'apps/web/src/lib/b.ts'],
    ['apps/web/src/features/events/components/a.tsx', 'apps/web/src/features/events/api/b.ts'],
  ])('no-circular: %s ⇄ %s, one way through a type', async (a, b) => {
    const { summary } = await cruiseTree({ [a]: use(specifierOf(a, b)), [b]: useType(specifierOf(b, a)) });
    // dependency-cruiser reports a cycle once, on one of its edges.
    expect(summary.violations).toHaveLength(1);
    const [{ rule, from, to }] = summary.violations as [IViolation];
    expect([rule.name, [from, to].sort()]).toEqual(['no-circular', [a, b].sort()]);
  });

  it.each([
    ['apps/web/src/features/push/components/push-setting.tsx', '#features/nope/x.ts'],
    ['apps/web/src/lib/analytics.ts', '#feature/gifts/api/get-gifts.ts'],
    ['apps/api/src/lib/paginate.ts', 'no-such-package'],
  ])('not-to-unresolvable: %s: %s', async (from, specifier) => {
    expect(await violationsIn({ [from]: load(specifier) }, false)).toEqual([
      `not-to-unresolvable: ${from} → ${specifier}`,
    ]);
  });

  it('and every rule has a case above', () => {
    const tested = [...Object.keys(refused), 'no-circular', 'not-to-unresolvable'];
    expect(tested.sort()).toEqual(config.forbidden.map((rule) => rule.name).sort());
  });
});

describe('the layers (.dependency-cruiser.cjs) allow', () => {
  /** [the importing file, what it imports, where that resolves]. */
  const allowed: [from: string, specifier: string, resolved?: string][] = [
    // The API: a feature's own files, the layers below it, the contracts; the entry points compose.
    ['apps/api/src/features/matches/routes.ts', './likes-repository.ts'],
    ['apps/api/src/features/payments/sandbox/sandbox-routes.ts', '../apply-notification.ts'],
    ['apps/api/src/features/matches/routes.ts', '../../shared/couple/partner.ts'],
    ['apps/api/src/features/matches/routes.ts', '../../plugins/rate-limit.ts'],
    ['apps/api/src/features/matches/routes.ts', '../../db/schema.ts'],
    ['apps/api/src/features/matches/routes.ts', '../../lib/app-error.ts'],
    ['apps/api/src/features/matches/routes.ts', '../../config.ts'],
    ['apps/api/src/features/matches/routes.ts', '@duet/contracts', 'packages/contracts/src/index.ts'],
    ['apps/api/src/features/activation-codes/codes-cli.ts', '../../app.ts'],
    ['apps/api/src/shared/notify.ts', './changes.ts'],
    ['apps/api/src/shared/notify.ts', '../db/prepared.ts'],
    ['apps/api/src/plugins/error-handler.ts', '../lib/app-error.ts'],
    ['apps/api/src/db/database.ts', '../config.ts'],
    ['apps/api/src/app.ts', './features/partners/routes.ts'],
    ['apps/api/src/server.ts', './app.ts'],
    ['apps/api/src/seed-cli.ts', './seed.ts'],
    ['apps/api/src/seed.ts', './features/fantasies/seed-catalogue.ts'],
    ['apps/api/src/features/matches/matches.test.ts', '../partners/partners-repository.ts'],
    ['apps/api/src/shared/premium.test.ts', '../features/subscriptions/routes.ts'],
    // The web app: a feature's own files, by alias, by `../../` from deeper down and from its root …
    ['apps/web/src/features/subscriptions/components/plans.tsx', '#features/subscriptions/api/get-plans.ts'],
    ['apps/web/src/features/subscriptions/components/dialog/pay.tsx', '../../api/get-plans.ts'],
    ['apps/web/src/features/subscriptions/plans.ts', './api/get-plans.ts'],
    // … the shared modules, by alias and by relative path …
    ['apps/web/src/features/subscriptions/plans.ts', '../../lib/session.ts'],
    ['apps/web/src/features/subscriptions/components/plans.tsx', '../../../lib/session.ts'],
    ['apps/web/src/features/subscriptions/components/plans.tsx', '#lib/session.ts'],
    ['apps/web/src/features/subscriptions/components/plans.tsx', '#components/ui/button.tsx'],
    ['apps/web/src/features/subscriptions/components/plans.tsx', '#hooks/use-swipe.ts'],
    [
      'apps/web/src/features/subscriptions/components/plans.tsx',
      '@duet/contracts/plain',
      'packages/contracts/src/plain.ts',
    ],
    ['apps/web/src/lib/analytics.ts', '#lib/session.ts'],
    ['apps/web/src/components/ui/dialog.tsx', '#hooks/use-swipe.ts'],
    ['apps/web/src/lib/service-worker.ts', 'virtual:pwa-register', 'virtual:pwa-register'],
    // … the app composing features, and tests reaching anywhere.
    ['apps/web/src/app/routes/gifts-page.tsx', '#features/gifts/api/get-gifts.ts'],
    ['apps/web/src/app/routes/gifts-page.tsx', '#features/gifts/components/gift-dialog.tsx'],
    ['apps/web/src/main.tsx', '#app/router.tsx'],
    ['apps/web/src/features/push/components/push-setting.test.tsx', '#app/routes/profile-page.tsx'],
    ['apps/web/src/features/push/components/push-setting.test.tsx', '#features/gifts/api/get-gifts.ts'],
    ['apps/web/src/test/handlers.ts', '#features/gifts/api/get-gifts.ts'],
  ];

  it('legitimate imports, each resolved where it should be', async () => {
    const files: Files = {};
    allowed.forEach(([from, specifier], index) => {
      files[from] = `${files[from] ?? ''}import * as m${index} from '${specifier}';\nexport { m${index} };\n`;
    });

    const { modules, summary } = await cruiseTree(files);

    expect(summary.violations).toEqual([]);
    const resolved = new Map(
      modules.flatMap(({ source, dependencies }) =>
        dependencies.map(({ module, resolved }) => [`${source} ${module}`, resolved]),
      ),
    );
    for (const [from, specifier, expected = target(from, specifier)] of allowed) {
      // The contracts resolve out of the scratch tree, into the workspace.
      expect(resolved.get(`${from} ${specifier}`)?.replace(/^(\.\.\/)+.*?(?=packages\/)/, '')).toBe(expected);
    }
  });
});
