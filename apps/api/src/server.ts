import type { FastifyBaseLogger } from 'fastify';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedAll } from './seed.ts';

async function main() {
  const config = loadConfig();
  // The app's logger exists only once the database it needs is open.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (err) => logger.current?.warn({ err }, 'database connection lost; reconnecting'),
  });
  await database.migrate(config.SEED_ON_START ? seedAll : undefined);
  const app = await buildApp({ config, database });
  logger.current = app.log;

  // SIGTERM: stop accepting, let in-flight requests finish, then close the pool.
  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Duet is listening on http://localhost:${config.PORT}/ (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
