import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { securityHeaders } from '../../plugins/security-headers.ts';
import { findUserByToken } from '../auth/tokens.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { CHANGES_CHANNEL, type Change } from './changes.ts';

const HEARTBEAT_MS = 25_000;

/**
 * EventSource cannot send an Authorization header, so the stream also accepts the session's
 * `token` cookie (same-origin, SameSite=Lax); never a token in the URL.
 */
async function streamUser(request: FastifyRequest) {
  const token = bearerToken(request) ?? request.cookies.token;
  if (!token) throw new AppError('not_authenticated');
  const user = await findUserByToken(request.server.db, token);
  if (!user) throw new AppError('authentication_failed');
  return user;
}

/**
 * `GET /api/v0/stream/`: Server-Sent Events telling a signed-in person's open tabs what changed
 * (`data: {"topics": [...]}`), whichever API node made the change: changes travel through
 * PostgreSQL LISTEN/NOTIFY (PGlite's in-process equivalent on the embedded default).
 */
export async function streamRoutes(app: FastifyInstance) {
  const connections = new Map<number, Set<ServerResponse>>();
  const headers = securityHeaders(app.config);

  const unlisten = await app.database.listen(CHANGES_CHANNEL, (payload) => {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    const message = `event: change\ndata: ${JSON.stringify({ topics: change.topics })}\n\n`;
    for (const userId of change.users)
      for (const response of connections.get(userId) ?? []) response.write(message);
  });

  app.addHook('preClose', async () => {
    for (const set of connections.values()) for (const response of set) response.end();
    connections.clear();
  });
  // The database may be closed already (shutdown closes it after the app).
  app.addHook('onClose', async () => unlisten().catch(() => undefined));

  app.get(
    '/stream/',
    {
      schema: {
        tags: ['stream'],
        summary:
          'Server-Sent Events: `change` events with the topics to refetch (auth: bearer or the token cookie)',
      },
    },
    async (request, reply) => {
      const user = await streamUser(request);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      response.write('retry: 3000\n: connected\n\n');
      const mine = connections.get(user.id) ?? new Set<ServerResponse>();
      mine.add(response);
      connections.set(user.id, mine);
      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        mine.delete(response);
        if (mine.size === 0) connections.delete(user.id);
      });
    },
  );
}
