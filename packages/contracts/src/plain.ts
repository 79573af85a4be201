// What the web app needs at run time, without zod: constants, the route table and small helpers.
// The full entry (`@duet/contracts`) adds the zod schemas, which the API validates with; the web
// imports only their types from it, so its first load carries no zod (issue 13).
export * from './constants.ts';
export * from './age-gate.ts';
export * from './discreet.ts';
export * from './next-path.ts';
export * from './error-codes.ts';
export * from './routes.ts';
export * from './legal.ts';
export * from './stream.ts';
export * from './usernames.ts';
export type * from './server-render.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
