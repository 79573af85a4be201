import type { FastifyInstance } from 'fastify';
import { apiSecurityHeaders } from '../../plugins/security-headers.ts';
import { route } from '../../shared/endpoint-route.ts';
import { liveTokenHashes } from '../../shared/session/tokens.ts';
import { CHANGES_CHANNEL, type Change } from '../../shared/changes.ts';
import { createConnections, type Connection } from './connections.ts';
import { isSignOut } from '../../shared/sign-outs.ts';

/**
 * `GET /api/v0/stream/`: Server-Sent Events telling a signed-in person's open tabs what changed
 * (`data: {"topics": [...]}`), whichever API node made the change: changes travel through
 * PostgreSQL LISTEN/NOTIFY (PGlite's in-process equivalent on the embedded default). A stream
 * lives only as long as its session: a sign-out (from any node) ends it at once, and every
 * heartbeat ends the streams whose token was revoked or expired meanwhile; either way its last
 * message is `event: signed_out`, so the tab shows the signed-out state without waiting for a 401.
 */
export async function streamRoutes(app: FastifyInstance) {
  const connections = createConnections();
  const headers = apiSecurityHeaders(app.config);

  async function endEndedSessions(candidates: Connection[]) {
    if (candidates.length === 0) return;
    try {
      const hashes = [...new Set(candidates.map((connection) => connection.tokenHash))];
      const live = await liveTokenHashes(app.db, hashes, app.config);
      for (const connection of candidates)
        if (!live.has(connection.tokenHash)) connections.signOut(connection);
    } catch (error) {
      // The database is away: keep the streams; the next heartbeat checks again.
      app.log.warn({ err: error }, 'could not check the tokens of open streams');
    }
  }

  const unlisten = await app.database.listen(CHANGES_CHANNEL, (payload) => {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    if (isSignOut(change)) return void endEndedSessions(connections.ofUser(change.signed_out));
    const message = `event: change\ndata: ${JSON.stringify({ topics: change.topics })}\n\n`;
    for (const userId of change.users)
      for (const { response } of connections.ofUser(userId)) response.write(message);
  });

  let isChecking = false;
  const heartbeat = setInterval(() => {
    const open = connections.all();
    for (const { response } of open) response.write(': ping\n\n');
    if (isChecking) return;
    isChecking = true;
    void endEndedSessions(open).finally(() => (isChecking = false));
  }, app.config.STREAM_HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const connection of connections.all()) connections.end(connection);
  });
  // The database may be closed already (shutdown closes it after the app).
  app.addHook('onClose', async () => unlisten().catch(() => undefined));

  // EventSource cannot send an Authorization header, so the table lets the stream take the
  // session's `token` cookie (same-origin, SameSite=Lax); never a token in the URL.
  route(app, 'openStream', async (request, reply) => {
    const session = { userId: request.user.id, tokenHash: request.user.tokenHash };
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    response.write('retry: 3000\n: connected\n\n');
    const connection = { ...session, response };
    connections.add(connection);
    request.raw.on('close', () => connections.remove(connection));
  });
}
