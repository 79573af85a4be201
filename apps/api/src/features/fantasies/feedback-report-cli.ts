// `npm run feedback:report [days]`: the feedback of the last `days` (7) for Duet's editors, as
// Markdown on stdout. On the embedded database, stop the server first (PGlite has one owner).
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { feedbackReport } from './feedback-report.ts';

const days = Number(process.argv[2] ?? 7);
if (!Number.isInteger(days) || days < 1) {
  console.error('usage: feedback:report [days, a whole number from 1]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const entries = await feedbackReport(database.db, new Date(Date.now() - days * 86_400_000));
  console.log(`# Feedback of the last ${days} days: ${entries.length}\n`);
  for (const entry of entries) {
    console.log(`## ${entry.title} (${entry.fantasy}), ${entry.createdAt}, ${entry.author ?? 'anonymous'}\n`);
    console.log(`${entry.text}\n`);
  }
} finally {
  await database.close();
}
