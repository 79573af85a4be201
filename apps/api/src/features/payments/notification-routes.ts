import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, tinkoffNotificationSchema } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { terminalOf } from '../../shared/payments/acquirer.ts';
import { applyTinkoffNotification } from './apply-notification.ts';
import { hasValidTinkoffToken } from '../../shared/payments/tinkoff-token.ts';

/** Where the acquirer reports payments (its NotificationURL). Not for clients. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/tinkoff/notification/',
    {
      schema: {
        tags: ['payments'],
        summary: 'The acquirer’s payment notification: verified by its Token, applied once, answered with OK',
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.literal('OK').describe('text/plain'),
          400: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const terminal = terminalOf(app.config);
      if (!terminal) throw new AppError('payments_unavailable');
      // The signature first: nothing unsigned is parsed further, stored or acted upon.
      if (!hasValidTinkoffToken(request.body, terminal.password)) {
        request.log.warn({ orderId: request.body.OrderId }, 'payment notification with a bad signature');
        throw new AppError('payment_signature_invalid');
      }
      const notification = tinkoffNotificationSchema.safeParse(request.body);
      if (!notification.success) throw new AppError('invalid', 'Not a payment notification.');
      await applyTinkoffNotification(app.db, terminal.terminalKey, notification.data);
      return reply.type('text/plain').send('OK');
    },
  );
};
