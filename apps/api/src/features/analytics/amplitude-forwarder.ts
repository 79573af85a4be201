import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_EVENTS_PER_BATCH, type AmplitudeEvent } from '@duet/contracts';
import { forwardPendingEvents } from './analytics-repository.ts';

const ENDPOINTS = {
  US: 'https://api2.amplitude.com/2/httpapi',
  EU: 'https://api.eu.amplitude.com/2/httpapi',
} as const;

/**
 * With AMPLITUDE_API_KEY set, sends the stored events on to Amplitude server-side, in batches,
 * every ANALYTICS_FORWARD_INTERVAL_MS. The browser never talks to Amplitude itself.
 */
export function startAmplitudeForwarder(app: FastifyInstance): void {
  const {
    AMPLITUDE_API_KEY: apiKey,
    AMPLITUDE_API_URL,
    AMPLITUDE_SERVER_ZONE,
    PROVIDER_TIMEOUT_MS,
  } = app.config;
  if (!apiKey) return;
  const url = AMPLITUDE_API_URL ?? ENDPOINTS[AMPLITUDE_SERVER_ZONE];

  async function send(events: AmplitudeEvent[]): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ api_key: apiKey, events }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) app.log.warn({ status: response.status }, 'Amplitude refused a batch');
      return response.ok;
    } catch (error) {
      app.log.warn({ err: error }, 'Amplitude did not answer');
      return false;
    }
  }

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    forwardPendingEvents(app.db, ANALYTICS_MAX_EVENTS_PER_BATCH, send)
      .catch((error: unknown) => app.log.error({ err: error }, 'forwarding analytics failed'))
      .finally(() => {
        running = false;
      });
  }, app.config.ANALYTICS_FORWARD_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
