import { seedPublicEventsFromFile } from './features/events/public-events-seed.ts';
import { seedCatalogueFromFolder } from './features/fantasies/seed-catalogue.ts';
import { seedPlansFromFile } from './features/subscriptions/plans-seed.ts';
import type { Db } from './db/database.ts';

/** Everything a fresh database is seeded with; idempotent. */
export async function seedAll(db: Db): Promise<void> {
  await seedCatalogueFromFolder(db);
  await seedPublicEventsFromFile(db);
  await seedPlansFromFile(db);
}
