import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tinkoffNotificationSchema } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../shared/endpoint-route.ts';
import { terminalOf } from '../../shared/payments/acquirer.ts';
import { applyTinkoffNotification } from './apply-notification.ts';
import { hasValidTinkoffToken } from '../../shared/payments/tinkoff-token.ts';

/** Where the acquirer reports payments (its NotificationURL). Not for clients. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'receivePaymentNotification', async (request, reply) => {
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
  });
};
