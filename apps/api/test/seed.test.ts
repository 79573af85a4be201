import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedCatalogue, seedCatalogueFromFolder } from '../src/features/fantasies/seed-catalogue.ts';
import { readCatalogue } from '../src/features/fantasies/catalogue-file.ts';
import { seedPlansFromFile } from '../src/features/subscriptions/plans-seed.ts';
import { CATALOGUE_DIR, PLANS_FILE } from '../src/paths.ts';
import { queryRows } from '../src/db/database.ts';
import { FREE_DIFFICULTIES } from '@duet/contracts';
import { build, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** Every catalogue row with its xmin: a row PostgreSQL rewrote gets a new xmin. */
async function snapshot() {
  const db = t.app.db;
  return {
    tags: await queryRows(db, sql`select id, slug, title_ru, title_en, xmin::text from tags order by id`),
    fantasies: await queryRows<{ id: number; slug: string; title_en: string }>(
      db,
      sql`select id, slug, title_en, difficulty, xmin::text from fantasies order by id`,
    ),
    links: await queryRows<{ fantasy_id: number }>(
      db,
      sql`select fantasy_id, tag_id, xmin::text from fantasy_tags order by 1, 2`,
    ),
  };
}

describe('catalogue seed', () => {
  it('holds the file: at least 80 fantasies and 12 tags', async () => {
    const catalogue = await readCatalogue(CATALOGUE_DIR);
    const state = await snapshot();
    expect(state.fantasies).toHaveLength(catalogue.fantasies.length);
    expect(state.tags).toHaveLength(catalogue.tags.length);
    expect(catalogue.fantasies.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.tags.length).toBeGreaterThanOrEqual(12);
  });

  it('is deep enough not to run out (issue 30): 600 fantasies, 40 % free, each tier and tag used, tips for each', async () => {
    const { fantasies, tags } = await readCatalogue(CATALOGUE_DIR);
    expect(fantasies.length).toBeGreaterThanOrEqual(600);
    const free = fantasies.filter((fantasy) => FREE_DIFFICULTIES.includes(fantasy.difficulty));
    expect(free.length / fantasies.length).toBeGreaterThanOrEqual(0.4);
    for (const difficulty of ['medium', 'hard'] as const)
      expect(fantasies.filter((fantasy) => fantasy.difficulty === difficulty).length).toBeGreaterThanOrEqual(
        50,
      );
    for (const tag of tags)
      expect(fantasies.filter((fantasy) => fantasy.tags.includes(tag.slug)).length, tag.slug).toBeGreaterThan(
        3,
      );
    for (const fantasy of fantasies)
      expect(fantasy.preparation.ru.length, fantasy.slug).toBeGreaterThanOrEqual(3);
    // Written in each language, not left in the other one.
    const titles = (language: 'ru' | 'en') => new Set(fantasies.map((fantasy) => fantasy.title[language]));
    expect(titles('ru').size).toBe(fantasies.length);
    expect(titles('en').size).toBe(fantasies.length);
    for (const fantasy of fantasies) expect(fantasy.description.ru, fantasy.slug).toMatch(/[а-яё]/i);
  });

  it('changes nothing when run again: same ids, and not one row rewritten', async () => {
    const before = await snapshot();
    await seedCatalogueFromFolder(t.app.db);
    expect(await snapshot()).toEqual(before);
  });

  it('applies an edited catalogue: changed titles and tag links, ids kept', async () => {
    const catalogue = await readCatalogue(CATALOGUE_DIR);
    const [first, ...rest] = catalogue.fantasies;
    const edited = {
      ...catalogue,
      fantasies: [
        { ...first!, title: { ...first!.title, en: 'Edited title' }, tags: [catalogue.tags[0]!.slug] },
        ...rest,
      ],
    };
    const before = await snapshot();
    await seedCatalogue(t.app.db, edited);
    const after = await snapshot();
    const row = after.fantasies.find((fantasy) => fantasy.slug === first!.slug)!;
    expect(row.title_en).toBe('Edited title');
    expect(row.id).toBe(before.fantasies.find((fantasy) => fantasy.slug === first!.slug)!.id);
    const links = after.links.filter((link) => link.fantasy_id === row.id);
    expect(links).toHaveLength(1);
    await seedCatalogue(t.app.db, catalogue);
  });
});

describe('plans seed', () => {
  type PlanRow = { slug: string; amount: number; archived: boolean; xmin: string };
  const plansNow = () =>
    queryRows<PlanRow>(t.app.db, sql`select slug, amount, archived, xmin::text from plans order by slug`);

  it('changes nothing when run again', async () => {
    const before = await plansNow();
    expect(before.map((plan) => plan.slug)).toEqual(['month', 'quarter', 'year']);
    await seedPlansFromFile(t.app.db);
    expect(await plansNow()).toEqual(before);
  });

  it('applies a new price, archives a plan the file drops, and sells it again once it is back', async () => {
    const original = await readFile(PLANS_FILE, 'utf8');
    const edited = original.replace('amount: 49000', 'amount: 59000').replace(/ {2}- slug: year[\s\S]*$/, '');
    const path = join(await mkdtemp(join(tmpdir(), 'duet-plans-')), 'plans.yaml');
    await writeFile(path, edited);

    await seedPlansFromFile(t.app.db, path);
    const changed = await plansNow();
    expect(changed.map(({ slug, amount, archived }) => ({ slug, amount, archived }))).toEqual([
      { slug: 'month', amount: 59000, archived: false },
      { slug: 'quarter', amount: 119000, archived: false },
      { slug: 'year', amount: 299000, archived: true },
    ]);

    await seedPlansFromFile(t.app.db);
    const restored = await plansNow();
    expect(restored.map(({ amount, archived }) => ({ amount, archived }))).toEqual([
      { amount: 49000, archived: false },
      { amount: 119000, archived: false },
      { amount: 299000, archived: false },
    ]);
    expect(restored[1]!.xmin).toBe(changed[1]!.xmin);
  });
});
