import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrated the ${database.engine} database.`);
