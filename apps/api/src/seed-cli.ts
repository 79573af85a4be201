import { loadConfig } from './config.ts';
import { seedAll } from './seed.ts';
import { openDatabase } from './db/database.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate(seedAll);
await database.close();
console.log(`Migrated and seeded the ${database.engine} database.`);
