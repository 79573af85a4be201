import type { FastifyInstance } from 'fastify';

const SWEEP_INTERVAL_MS = 50;

/**
 * Node's `server.close()` closes only the connections idle at that moment. One that finishes its
 * response later (a request in flight, an event stream ended on shutdown) would stay open for
 * KEEP_ALIVE_TIMEOUT_MS and hold the shutdown past SHUTDOWN_TIMEOUT_MS, so they are closed as
 * soon as they go idle while the app closes.
 */
export function setupCloseIdleConnections(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_INTERVAL_MS);
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
