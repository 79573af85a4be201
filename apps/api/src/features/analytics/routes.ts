import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_MAX_EVENTS_PER_BATCH } from '@duet/contracts';
import { route } from '../../shared/endpoint-route.ts';
import { listStoredEvents, storeEvents } from './analytics-repository.ts';
import { startAmplitudeForwarder } from './amplitude-forwarder.ts';
import { validateBatch, withoutPrivateFantasies } from './validate-batch.ts';

/** Duet's own analytics collector, the settings the web app needs, and the forwarder (ADR 0014). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  startAmplitudeForwarder(app);

  route(
    app,
    'uploadAnalytics',
    async (request, reply) => {
      const { events } = request.body;
      if (events.length > ANALYTICS_MAX_EVENTS_PER_BATCH) {
        // The SDK halves the batch on 413 (spec section 8).
        return reply.code(413).send({ code: 413, error: 'Payload too large' });
      }
      const checked = validateBatch(events);
      if ('invalid' in checked) return reply.code(400).send(checked.invalid);
      const { details } = (await app.catalogue.get()).ru;
      const kept = withoutPrivateFantasies(checked.events, (id) => details.has(id));
      const ingested = await storeEvents(app.db, kept);
      return {
        code: 200,
        events_ingested: ingested,
        payload_size_bytes: Number(request.headers['content-length'] ?? 0),
        server_upload_time: Date.now(),
      };
    },
    {
      bodyLimit: 1024 * 1024,
      config: { rateLimit: { max: app.config.ANALYTICS_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
  );

  route(app, 'getAnalyticsSettings', async () => ({
    gtm_id: app.config.GTM_ID ?? null,
    yandex_metrika_id: app.config.YANDEX_METRIKA_ID ?? null,
    vk_pixel_id: app.config.VK_PIXEL_ID ?? null,
  }));

  if (app.config.NODE_ENV !== 'production') {
    route(app, 'listAnalyticsEvents', async () => listStoredEvents(app.db, 10_000));
  }
};
