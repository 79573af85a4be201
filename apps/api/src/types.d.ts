import type { Locale } from '@duet/contracts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { AuthenticatedUser } from './features/auth/authenticate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    locale: Locale;
    user: AuthenticatedUser | null;
  }
}
