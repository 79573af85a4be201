// `npm run codes -- --months 1 --uses 1 --count 10 [--expires 2027-01-31] [--label partner-x]`
// Creates activation codes in the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
// prints them once: only their hashes are stored.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { seedAll } from '../../seed.ts';
import { codesCliOptionsSchema } from './codes-cli-options.ts';
import { createCodes } from './codes-repository.ts';

const { values } = parseArgs({
  options: {
    months: { type: 'string' },
    uses: { type: 'string' },
    count: { type: 'string' },
    expires: { type: 'string' },
    label: { type: 'string' },
  },
});
const parsed = codesCliOptionsSchema.safeParse(values);
if (!parsed.success) {
  console.error(
    'Usage: npm run codes -- --months <1-120> [--uses <per code, default 1>] [--count <default 1>] ' +
      '[--expires YYYY-MM-DD (end of that UTC day)] [--label <text>]',
  );
  console.error(z.prettifyError(parsed.error));
  process.exit(2);
}
const options = parsed.data;
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate(seedAll);
    const codes = await createCodes(database.db, {
      count: options.count,
      months: options.months,
      maxUses: options.uses,
      expiresAt: options.expires ?? null,
      label: options.label ?? null,
    });
    console.log(codes.join('\n'));
    console.error(
      `${codes.length} code(s) on the ${database.engine} database: ${options.months} month(s) each, ` +
        `${options.uses} use(s) per code${options.expires ? `, until ${options.expires.toISOString()}` : ''}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
