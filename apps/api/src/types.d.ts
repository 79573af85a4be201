import type { Locale } from '@duet/contracts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { SignedInUser } from './shared/session/tokens.ts';
import type { CatalogueCache } from './features/fantasies/catalogue-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    catalogue: CatalogueCache;
  }
  interface FastifyRequest {
    locale: Locale;
    user: SignedInUser | null;
    /** A one-statement endpoint's bearer token, set by `requireSessionToken`. */
    sessionToken: string | null;
  }
}
