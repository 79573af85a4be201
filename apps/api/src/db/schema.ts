/** The database schema, one file per area (drizzle-kit reads it from here). */
export * from './schema/users.ts';
export * from './schema/partners.ts';
export * from './schema/fantasies.ts';
export * from './schema/answers.ts';
export * from './schema/notifications.ts';
export * from './schema/events.ts';
export * from './schema/premium.ts';
export * from './schema/operations.ts';
