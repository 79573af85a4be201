import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findTokenUser, type SignedInUser } from './tokens.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The bearer token of the request: undefined when absent, null when present but malformed. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The bearer token or else the session's `token` cookie; null for a malformed bearer header. */
export function bearerOrCookieToken(request: FastifyRequest): string | null | undefined {
  return bearerToken(request) ?? request.cookies.token;
}

/** The user behind the request's bearer token, or a 401. */
export async function authenticate(request: FastifyRequest): Promise<SignedInUser> {
  const token = bearerToken(request);
  if (token === undefined) throw new AppError('not_authenticated');
  const user = token ? await findTokenUser(request.server.db, token, request.server.config) : undefined;
  if (!user) throw new AppError('authentication_failed');
  return user;
}

/**
 * The user behind the bearer token or, for what a browser opens without script (a form, an
 * EventSource), the session's `token` cookie, which is SameSite=Lax: another site's form never
 * carries it. A 401 without either.
 */
export async function authenticateWithCookie(request: FastifyRequest): Promise<SignedInUser> {
  const token = bearerOrCookieToken(request);
  if (!token) throw new AppError('not_authenticated');
  const user = await findTokenUser(request.server.db, token, request.server.config);
  if (!user) throw new AppError('authentication_failed');
  return user;
}

/** The 401's challenge: whether the request came without a token or with one that was refused. */
function challenge(reply: FastifyReply, error: unknown) {
  const isMissing = error instanceof AppError && error.code === 'not_authenticated';
  reply.header('www-authenticate', isMissing ? 'Bearer' : 'Bearer error="invalid_token"');
}

/** A 401 with its challenge, for a request without a token or with one that was refused. */
export function refuseSignIn(
  reply: FastifyReply,
  code: 'not_authenticated' | 'authentication_failed',
): never {
  const error = new AppError(code);
  challenge(reply, error);
  throw error;
}

/** An onRequest hook that sets `request.user` through `find`, or answers 401 with its challenge. */
const requireUserBy =
  (find: (request: FastifyRequest) => Promise<SignedInUser>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.user = await find(request);
    } catch (error) {
      challenge(reply, error);
      throw error;
    }
  };

/** onRequest hook for endpoints that need a signed-in user (before body validation, as DRF checks auth first): sets `request.user` or answers 401. */
export const requireUser = requireUserBy(authenticate);

/** The same for what a browser opens without script (a download link): the bearer token or the session cookie. */
export const requireUserWithCookie = requireUserBy(authenticateWithCookie);

/**
 * onRequest hook of a one-statement signed-in read (`readAsSignedIn`): a 401 at once without a
 * well-formed bearer token; whether the token is live, the read's own statement finds out.
 */
export async function requireBearer(request: FastifyRequest, reply: FastifyReply) {
  const token = bearerToken(request);
  if (!token) refuseSignIn(reply, token === undefined ? 'not_authenticated' : 'authentication_failed');
}

/** The signed-in user's id when a valid token came with the request, else null (a visitor). */
export async function signedInUserId(request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await findTokenUser(request.server.db, token, request.server.config))?.id ?? null;
}
