import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
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

/**
 * preValidation of a one-statement read with a query string: a query Fastify is about to refuse is
 * authenticated first, so a dead token with a bad query is still a 401 before the 400, as on every
 * other signed-in endpoint (DRF checks authentication first).
 */
const authenticateBadQuery =
  (querystring: ZodType) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!querystring.safeParse(request.query).success) await requireUser(request, reply);
  };

/** The same for a read whose one statement checks the token too (`readAsSignedIn`). */
export const signedInReadRoute = <Schema extends FastifySchema>(
  tag: string,
  summary: string,
  schema: Schema,
) => ({
  ...signedInRoute(tag, summary, schema),
  onRequest: requireBearer,
  ...(schema.querystring ? { preValidation: authenticateBadQuery(schema.querystring as ZodType) } : {}),
});
