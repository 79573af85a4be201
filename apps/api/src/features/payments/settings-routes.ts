import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { terminalOf } from '../../shared/payments/acquirer.ts';

/** What the web needs to know before selling: whether and how payments run here. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getPaymentSettings', async () => {
    const terminal = terminalOf(app.config);
    return {
      mode: terminal ? (terminal.sandbox ? 'sandbox' : 'acquirer') : 'off',
      promo_free_membership: app.config.PROMO_FREE_MEMBERSHIP,
      test_page: app.config.NODE_ENV !== 'production',
    } as const;
  });
};
