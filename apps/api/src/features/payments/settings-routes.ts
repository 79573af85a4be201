import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSettingsSchema } from '@duet/contracts';
import { terminalOf } from '../../shared/payments/acquirer.ts';

/** What the web needs to know before selling: whether and how payments run here. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/settings/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether payments run (through the acquirer or the local sandbox) and the deal of the day',
        response: { 200: paymentSettingsSchema },
      },
    },
    async () => {
      const terminal = terminalOf(app.config);
      return {
        mode: terminal ? (terminal.sandbox ? 'sandbox' : 'acquirer') : 'off',
        promo_free_membership: app.config.PROMO_FREE_MEMBERSHIP,
        test_page: app.config.NODE_ENV !== 'production',
      } as const;
    },
  );
};
