import type { FastifyReply, FastifyRequest } from 'fastify';
import { isProvisionalUsername, type Access } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users-repository.ts';
import { findTokenUser, type SignedInUser } from './tokens.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Whether an endpoint also takes the session's `token` cookie (ADR 0027). */
type TokenSources = { readonly cookie?: boolean };

/**
 * The session token a request carries: its bearer token or, where the endpoint takes it, the
 * session's `token` cookie, which is SameSite=Lax (another site's form never carries it).
 * Undefined without either; null for a malformed bearer header and no cookie to fall back on.
 */
export function sessionToken(request: FastifyRequest, { cookie = false }: TokenSources = {}) {
  const header = request.headers.authorization;
  const bearer = header ? (BEARER.exec(header)?.[1] ?? null) : undefined;
  return cookie ? (bearer ?? request.cookies.token) : bearer;
}

/** The user behind the request's session token, or a 401. */
export async function authenticate(request: FastifyRequest, sources?: TokenSources): Promise<SignedInUser> {
  const token = sessionToken(request, sources);
  if (token === undefined) throw new AppError('not_authenticated');
  const user = token ? await findTokenUser(request.server.db, token, request.server.config) : undefined;
  if (!user) throw new AppError('authentication_failed');
  return user;
}

/** A 401's challenge: whether the request came without a token or with one that was refused. */
function challenge(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) return;
  if (error.code === 'not_authenticated') reply.header('www-authenticate', 'Bearer');
  if (error.code === 'authentication_failed')
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
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

/** A `member` endpoint's rule: the account is finished, its username chosen (not `oauth2…`/`apple…`). */
async function requireUsername(request: FastifyRequest, user: SignedInUser) {
  const row = await findUserById(request.server.db, user.id);
  if (!row || isProvisionalUsername(row.username)) {
    throw new AppError('permission_denied', 'Choose your username first.');
  }
}

/**
 * The onRequest hook of a signed-in endpoint's policy (before body validation, as DRF checks
 * authentication first): sets `request.user`, or answers 401 with its challenge, or 403 when a
 * `member` endpoint is called before the username is chosen.
 */
export const requireSignIn =
  (policy: { readonly access: Exclude<Access, 'public'>; readonly cookie?: boolean }) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const user = await authenticate(request, policy);
      if (policy.access === 'member') await requireUsername(request, user);
      request.user = user;
    } catch (error) {
      challenge(reply, error);
      throw error;
    }
  };

/**
 * The onRequest hook of a one-statement signed-in endpoint (`readAsSignedIn`): a 401 at once
 * without a well-formed bearer token, which it keeps as `request.sessionToken`; whether the token
 * is live, the endpoint's own statement finds out.
 */
export async function requireSessionToken(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  if (!token) refuseSignIn(reply, token === undefined ? 'not_authenticated' : 'authentication_failed');
  request.sessionToken = token;
}

/** The signed-in user's id when a valid bearer token came with the request, else null (a visitor). */
export async function signedInUserId(request: FastifyRequest): Promise<number | null> {
  const token = sessionToken(request);
  if (!token) return null;
  return (await findTokenUser(request.server.db, token, request.server.config))?.id ?? null;
}

/**
 * The user a signed-in endpoint's policy set, for code that runs beside its handler (a rate
 * limit's key); a handler has it typed as `request.user`.
 */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError('not_authenticated');
  return request.user;
}
