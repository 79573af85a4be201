import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '@duet/contracts';
import { pickLocale } from '../lib/accept-language.ts';

/** `request.locale` from Accept-Language; localised answers vary by it. */
export function setupLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });
}
