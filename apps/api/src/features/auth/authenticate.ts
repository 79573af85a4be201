import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { findUserByToken } from './tokens.ts';

export type AuthenticatedUser = UserRow;

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The bearer token of the request: undefined when absent, null when present but malformed. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** preHandler for endpoints that need a signed-in user: sets `request.user` or answers 401. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const token = bearerToken(request);
  if (token === undefined) {
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('not_authenticated');
  }
  const user = token ? await findUserByToken(request.server.db, token) : undefined;
  if (!user) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new AppError('authentication_failed');
  }
  request.user = user;
}
