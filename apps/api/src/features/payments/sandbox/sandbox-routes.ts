import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { endpoints, endpointUrl } from '@duet/contracts';
import type { Db } from '../../../db/database.ts';
import { purchases, sandboxPayments } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isPublicUrl, publicOrigin } from '../../../lib/public-origin.ts';
import { route } from '../../../shared/endpoint-route.ts';
import {
  SANDBOX_PASSWORD,
  SANDBOX_TERMINAL_KEY,
  isSandboxEnabled,
  notificationUrl,
} from '../../../shared/payments/acquirer.ts';
import { hasValidTinkoffToken, tinkoffToken } from '../../../shared/payments/tinkoff-token.ts';
import { SANDBOX_PAGE_POLICY, sandboxCardPage } from './sandbox-card-page.ts';

const initBodySchema = z.looseObject({
  TerminalKey: z.string(),
  Amount: z.number().int().positive(),
  OrderId: z.string().min(1).max(50),
  Description: z.string().max(250).optional(),
  NotificationURL: z.url().optional(),
  SuccessURL: z.url().optional(),
  FailURL: z.url().optional(),
  Language: z.enum(['ru', 'en']).optional(),
  Token: z.string(),
});

const refusal = (ErrorCode: string, Message: string) => ({ Success: false, ErrorCode, Message });

type InitBody = z.infer<typeof initBodySchema>;

/**
 * The sandbox notifies only Duet's own notification address and sends the buyer back only to
 * Duet, so it can neither be made to POST elsewhere nor serve as an open redirect.
 */
function leavesDuet(request: FastifyRequest, init: InitBody): boolean {
  if (init.NotificationURL !== undefined && init.NotificationURL !== notificationUrl(request)) return true;
  return [init.SuccessURL, init.FailURL].some((url) => url !== undefined && !isPublicUrl(request, url));
}

/** Whether the signed-in person is the one who bought what this sandbox payment pays for. */
async function isBuyerOf(db: Db, paymentId: number, userId: number): Promise<boolean> {
  const [bought] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .innerJoin(purchases, eq(sql`${purchases.id}::text`, sandboxPayments.orderId))
    .where(and(eq(sandboxPayments.id, paymentId), eq(purchases.userId, userId)));
  return bought !== undefined;
}

/** What the acquirer posts to the NotificationURL, signed with the terminal password. */
function signedNotification(payment: typeof sandboxPayments.$inferSelect, status: string) {
  const body = {
    TerminalKey: payment.terminalKey,
    OrderId: payment.orderId,
    Success: status !== 'REJECTED',
    Status: status,
    PaymentId: payment.id,
    ErrorCode: status === 'REJECTED' ? '1051' : '0',
    Amount: payment.amount,
    CardId: 1,
    Pan: '430000******0777',
    ExpDate: '1230',
  };
  return { ...body, Token: tinkoffToken(body, SANDBOX_PASSWORD) };
}

async function sendNotification(db: Db, payment: typeof sandboxPayments.$inferSelect, status: string) {
  if (!payment.notificationUrl) return;
  const response = await fetch(payment.notificationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signedNotification(payment, status)),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (text !== 'OK')
    throw new Error(`the notification URL answered ${response.status} ${text.slice(0, 200)}`);
  await db.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.id, payment.id));
}

/**
 * A local stand-in for the acquirer (ADR 0013), served only without a configured terminal and
 * outside production: its Init, a card page, and correctly signed notifications.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!isSandboxEnabled(app.config)) return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  route(app, 'sandboxInit', async (request) => {
    const parsed = initBodySchema.safeParse(request.body);
    if (!parsed.success) return refusal('9999', 'Неверные параметры.');
    const init = parsed.data;
    if (init.TerminalKey !== SANDBOX_TERMINAL_KEY) return refusal('202', 'Терминал не найден.');
    if (!hasValidTinkoffToken(init, SANDBOX_PASSWORD)) return refusal('204', 'Неверный токен.');
    if (leavesDuet(request, init)) return refusal('9999', 'Адреса уведомлений и возврата ведут не в Duet.');
    const [payment] = await app.db
      .insert(sandboxPayments)
      .values({
        terminalKey: init.TerminalKey,
        orderId: init.OrderId,
        amount: init.Amount,
        description: init.Description ?? null,
        notificationUrl: init.NotificationURL ?? null,
        successUrl: init.SuccessURL ?? null,
        failUrl: init.FailURL ?? null,
      })
      .returning();
    if (!payment) throw new AppError('server_error');
    return {
      Success: true,
      ErrorCode: '0',
      TerminalKey: init.TerminalKey,
      Status: 'NEW',
      PaymentId: String(payment.id),
      OrderId: init.OrderId,
      Amount: init.Amount,
      // The payment form speaks the language Init asked for, as the bank's does.
      PaymentURL: `${publicOrigin(request)}${endpointUrl(endpoints.sandboxCardPage, { paymentId: payment.id }, { lang: init.Language ?? 'ru' })}`,
    };
  });

  route(app, 'sandboxCardPage', async (request, reply) => {
    const [payment] = await app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, request.params.paymentId));
    if (!payment) throw new AppError('not_found');
    const locale = request.query.lang ?? request.locale;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_PAGE_POLICY)
      .send(sandboxCardPage(payment, locale));
  });

  // As at the bank, only the buyer pays: their own browser, signed in to Duet (the table lets the
  // card page's form sign in with the session cookie).
  route(app, 'sandboxPay', async (request, reply) => {
    if (!(await isBuyerOf(app.db, request.params.paymentId, request.user.id))) {
      throw new AppError('not_found', 'No such payment waiting for a card.');
    }
    const [payment] = await app.db
      .update(sandboxPayments)
      .set({ status: 'FORM_SHOWED' })
      .where(and(eq(sandboxPayments.id, request.params.paymentId), eq(sandboxPayments.status, 'NEW')))
      .returning();
    if (!payment) throw new AppError('not_found', 'No such payment waiting for a card.');
    const succeeded = request.body.result === 'success';
    try {
      for (const status of succeeded ? ['AUTHORIZED', 'CONFIRMED'] : ['REJECTED']) {
        await sendNotification(app.db, payment, status);
      }
    } catch (error) {
      request.log.warn({ err: error, paymentId: payment.id }, 'sandbox could not notify Duet');
    }
    const back = succeeded ? payment.successUrl : payment.failUrl;
    return back
      ? reply.redirect(back, 303)
      : reply.type('text/plain').send(succeeded ? 'CONFIRMED' : 'REJECTED');
  });
};
