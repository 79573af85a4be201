export * from './constants.ts';
export * from './errors.ts';
export * from './pagination.ts';
export * from './routes.ts';
export * from './fantasies.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './partners.ts';
