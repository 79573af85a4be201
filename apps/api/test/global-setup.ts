import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { seedAll } from '../src/seed.ts';
import { createThrowawayPostgres } from '../../../scripts/local-test-resources.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite data directory, or null on PostgreSQL. */
    pgliteDump: string | null;
    /** On PostgreSQL, the migrated and seeded database a test's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates and seeds one database for the whole API run, which every test database then starts
 * from (`build` in helper.ts): a PGlite dump to load, or a PostgreSQL template to copy. A fresh
 * PGlite takes over a second to start and the migrations and seed most of a second more; loading
 * the dump takes half a second (docs/ci-budget.md).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const folder = await mkdtemp(join(tmpdir(), 'duet-api-tests-'));
  const template = adminUrl ? await createThrowawayPostgres(adminUrl, 'duet_test_template') : null;
  try {
    const dataDir = join(folder, 'template');
    const database = await openDatabase({ databaseUrl: template?.url, dataDir, poolSize: 1 });
    await database.migrate(seedAll);
    await database.close();
    if (!template) {
      const client = new PGlite(dataDir);
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      await writeFile(join(folder, 'template.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    }
  } catch (error) {
    await template?.drop();
    throw error;
  }
  project.provide('pgliteDump', template ? null : join(folder, 'template.tar.gz'));
  project.provide('postgresTemplate', template?.name ?? null);
  return async () => {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
