import type { FastifyRequest } from 'fastify';

/**
 * Where people reach Duet: PUBLIC_URL (required in production), else this machine's
 * `http://localhost:PORT`. Never the request's Host header, which any client sets as it likes.
 */
export function publicOrigin(request: FastifyRequest): string {
  const { PUBLIC_URL, PORT } = request.server.config;
  return PUBLIC_URL ? PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${PORT}`;
}

/** Whether `url` leads to Duet's own public origin (so following it never leaves Duet). */
export function isPublicUrl(request: FastifyRequest, url: string): boolean {
  return URL.canParse(url) && new URL(url).origin === new URL(publicOrigin(request)).origin;
}
