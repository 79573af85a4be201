import type { Locale } from '@duet/contracts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { SignedInUser } from './features/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    locale: Locale;
    user: SignedInUser | null;
  }
}
