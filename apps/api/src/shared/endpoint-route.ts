import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  endpoints,
  endpointSchemas,
  type AnyEndpointSchema,
  type EndpointName,
  type EndpointRoute,
  type Endpoints,
  type EndpointSchemas,
} from '@duet/contracts';
import { requireSessionToken, requireSignIn } from './session/authenticate.ts';
import type { SignedInUser } from './session/tokens.ts';

type SchemaOf<Name extends EndpointName> = EndpointSchemas[Name];
type Parsed<Schema, Key extends string> = Schema extends { readonly [K in Key]: infer Part extends z.ZodType }
  ? z.output<Part>
  : undefined;
type SuccessStatus = 200 | 201 | 202;

/** What a handler answers: a success body of the contract (serialized by its schema), or the reply it sent. */
type Answer<Name extends EndpointName> =
  | (SchemaOf<Name> extends { readonly response: infer Responses }
      ? {
          [Status in keyof Responses]: Status extends SuccessStatus
            ? Responses[Status] extends z.ZodType
              ? z.input<Responses[Status]>
              : never
            : never;
        }[keyof Responses]
      : unknown)
  | FastifyReply;

/** The request of an endpoint: its parameters, query and body as its schemas parse them. */
type EndpointInput<Name extends EndpointName> = FastifyRequest<{
  Params: Parsed<SchemaOf<Name>, 'params'>;
  Querystring: Parsed<SchemaOf<Name>, 'querystring'>;
  Body: Parsed<SchemaOf<Name>, 'body'>;
}>;

/** What a handler gets: the input, and on a signed-in endpoint the user its policy found. */
export type EndpointRequest<Name extends EndpointName> = EndpointInput<Name> &
  (Endpoints[Name]['access'] extends 'public' ? unknown : { user: SignedInUser });

type Handler<Request> = (request: Request, reply: FastifyReply) => Promise<unknown>;

/** Route options the table does not hold: rate limits, body limits, hooks of the endpoint's own. */
type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'attachValidation'>;

/** The OpenAPI and validation schema of a route, from the endpoint's entry. */
function fastifySchema(name: EndpointName) {
  const { tag, summary, ...schema }: AnyEndpointSchema = endpointSchemas[name];
  const isSignedIn = endpoints[name].access !== 'public';
  return { tags: [tag], summary, ...(isSignedIn ? { security: [{ bearer: [] }] } : {}), ...schema };
}

function register(
  app: FastifyInstance,
  name: EndpointName,
  options: Omit<RouteOptions, 'method' | 'url' | 'schema'>,
) {
  const { method, path } = endpoints[name];
  app.route({ method, url: path, schema: fastifySchema(name), ...options });
}

/**
 * Registers the endpoint `name` of the contract's table (ADR 0027): its method and path, its
 * schemas, and its access policy, so a signed-in endpoint's handler gets `request.user` typed.
 */
export function route<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: (request: EndpointRequest<Name>, reply: FastifyReply) => Promise<Answer<Name>>,
  extras: RouteExtras = {},
) {
  const { access, cookie }: EndpointRoute = endpoints[name];
  register(app, name, {
    ...(access === 'public' ? {} : { onRequest: requireSignIn({ access, cookie }) }),
    ...extras,
    handler: handler as Handler<FastifyRequest>,
  });
}

/**
 * preHandler of a one-statement endpoint with a query string, path parameters or a body, which
 * Fastify validates without refusing (`attachValidation`): a refused input is authenticated first,
 * so a dead token with a bad query, id or body is still a 401 before the 400, as on every other
 * signed-in endpoint (DRF checks authentication first). The input is parsed once, by Fastify, on
 * the hot path.
 */
async function authenticateBadInput(request: FastifyRequest, reply: FastifyReply) {
  if (!request.validationError) return;
  await requireSignIn({ access: 'signedIn' })(request, reply);
  throw request.validationError;
}

/**
 * Registers a signed-in endpoint whose one statement checks the token too (`readAsSignedIn`, ADR
 * 0020), a read or a write (ADR 0033): the policy only finds a well-formed bearer token, handed over
 * as `request.sessionToken`.
 */
export function oneStatementRoute<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: (
    request: EndpointInput<Name> & { sessionToken: string },
    reply: FastifyReply,
  ) => Promise<Answer<Name>>,
) {
  const { params, querystring, body }: AnyEndpointSchema = endpointSchemas[name];
  register(app, name, {
    onRequest: requireSessionToken,
    ...(params || querystring || body ? { attachValidation: true, preHandler: authenticateBadInput } : {}),
    handler: handler as Handler<FastifyRequest>,
  });
}
