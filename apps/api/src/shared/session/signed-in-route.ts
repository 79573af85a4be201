import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
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
 * preHandler of a one-statement request with a query string or path parameters, which Fastify
 * validates without refusing (`attachValidation`): a refused input is authenticated first, so a dead
 * token with a bad query or id is still a 401 before the 400, as on every other signed-in endpoint
 * (DRF checks authentication first). The input is parsed once, by Fastify, on the hot path.
 */
async function authenticateBadQuery(request: FastifyRequest, reply: FastifyReply) {
  if (!request.validationError) return;
  await requireUser(request, reply);
  throw request.validationError;
}

/**
 * The same for a request whose one statement checks the token too (`readAsSignedIn`): the reads,
 * and the like. Bad parameters or query are refused after authentication, as above.
 */
export const signedInReadRoute = <Schema extends FastifySchema>(
  tag: string,
  summary: string,
  schema: Schema,
) => ({
  ...signedInRoute(tag, summary, schema),
  onRequest: requireBearer,
  ...(schema.querystring || schema.params
    ? { attachValidation: true, preHandler: authenticateBadQuery }
    : {}),
});
