import type { FastifySchema } from 'fastify';
import { requireBearer, requireUser } from './authenticate.ts';

/** Route options of an endpoint for signed-in users: auth before validation, and its OpenAPI bits. */
export const signedInRoute = <Schema extends FastifySchema>(
  tag: string,
  summary: string,
  schema: Schema,
) => ({
  onRequest: requireUser,
  schema: { tags: [tag], summary, security: [{ bearer: [] }], ...schema },
});

/** The same for a read whose one statement checks the token too (`readAsSignedIn`). */
export const signedInReadRoute = <Schema extends FastifySchema>(
  tag: string,
  summary: string,
  schema: Schema,
) => ({ ...signedInRoute(tag, summary, schema), onRequest: requireBearer });
