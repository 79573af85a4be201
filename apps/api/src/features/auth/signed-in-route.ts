import type { FastifySchema } from 'fastify';
import { requireUser } from './authenticate.ts';

/** Route options of an endpoint for signed-in users: auth before validation, and its OpenAPI bits. */
export const signedInRoute = <Schema extends FastifySchema>(
  tag: string,
  summary: string,
  schema: Schema,
) => ({
  onRequest: requireUser,
  schema: { tags: [tag], summary, security: [{ bearer: [] }], ...schema },
});
