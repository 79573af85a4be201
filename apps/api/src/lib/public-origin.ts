import type { FastifyRequest } from 'fastify';

/** The origin clients reach us at: PUBLIC_URL when configured, else what the request says. */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  return new URL(`${request.protocol}://${request.host}`).origin;
}
