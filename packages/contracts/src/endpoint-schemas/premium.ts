import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import { listQuerySchema, listResponseSchema } from '../pagination.ts';
import {
  activationCodeBodySchema,
  buyBodySchema,
  buyResultSchema,
  giftIdParamsSchema,
  giftSchema,
  lastBuyerSchema,
  paymentSettingsSchema,
  planIdParamsSchema,
  planSchema,
  purchaseIdParamsSchema,
  purchaseSchema,
  sandboxCardPageQuerySchema,
  sandboxPayBodySchema,
  sandboxPaymentParamsSchema,
  subscriptionSchema,
} from '../subscriptions.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);
const giftErrors = errorResponses(400, 401, 404, 409, 410);

/** Plans, purchases, gift certificates, activation codes and payments (ADR 0013). */
export const premiumEndpointSchemas = {
  listPlans: {
    tag: 'subscriptions',
    summary: 'Plans on sale, priced in kopecks',
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(planSchema), ...errorResponses(400, 404) },
  },
  getSubscription: {
    tag: 'subscriptions',
    summary: 'Your premium: yours or your partner’s, whichever lasts longer',
    response: { 200: subscriptionSchema, ...errors },
  },
  buyPlan: {
    tag: 'subscriptions',
    summary: 'Buy a plan for yourself or as a gift: answers where to pay',
    params: planIdParamsSchema,
    body: buyBodySchema,
    response: { 200: buyResultSchema, ...errors },
  },
  getPurchase: {
    tag: 'subscriptions',
    summary: 'One of your purchases and its status',
    params: purchaseIdParamsSchema,
    response: { 200: purchaseSchema, ...errors },
  },
  getLastBuyer: {
    tag: 'subscriptions',
    summary: 'The contact of your latest purchase, to fill in the next one (null before any)',
    response: { 200: lastBuyerSchema, ...errorResponses(401) },
  },
  fakePay: {
    tag: 'subscriptions',
    summary: 'The deal of the day: your own pending purchase for free, once (PROMO_FREE_MEMBERSHIP)',
    params: purchaseIdParamsSchema,
    response: { 200: purchaseSchema, ...errors },
  },
  listGifts: {
    tag: 'gifts',
    summary: 'The certificates you bought, newest first',
    response: { 200: z.array(giftSchema), ...giftErrors },
  },
  getGift: {
    tag: 'gifts',
    summary: 'A certificate, for anyone holding its link; 410 `gift_not_paid` once it is void',
    params: giftIdParamsSchema,
    response: { 200: giftSchema, ...errorResponses(400, 404, 410) },
  },
  acceptGift: {
    tag: 'gifts',
    summary: 'Redeem a certificate someone else bought: answers your premium',
    params: giftIdParamsSchema,
    response: { 200: subscriptionSchema, ...giftErrors, ...errorResponses(403) },
  },
  applyActivationCode: {
    tag: 'subscriptions',
    summary: 'Apply an activation code: answers your premium',
    body: activationCodeBodySchema,
    response: { 200: subscriptionSchema, ...errorResponses(400, 401, 404, 409, 410, 429) },
  },
  getPaymentSettings: {
    tag: 'payments',
    summary: 'Whether payments run (through the acquirer or the local sandbox) and the deal of the day',
    response: { 200: paymentSettingsSchema },
  },
  receivePaymentNotification: {
    tag: 'payments',
    summary: 'The acquirer’s payment notification: verified by its Token, applied once, answered with OK',
    body: z.record(z.string(), z.unknown()),
    response: { 200: z.literal('OK').describe('text/plain'), ...errorResponses(400, 403, 503) },
  },
  sandboxInit: {
    tag: 'payments',
    summary: 'Sandbox acquirer: Init (development only)',
  },
  sandboxCardPage: {
    tag: 'payments',
    summary: 'Sandbox card page (development only)',
    params: sandboxPaymentParamsSchema,
    querystring: sandboxCardPageQuerySchema,
  },
  sandboxPay: {
    tag: 'payments',
    summary: 'Sandbox card page: pay or decline, notify Duet, return the buyer (development only)',
    params: sandboxPaymentParamsSchema,
    querystring: sandboxCardPageQuerySchema,
    body: sandboxPayBodySchema,
  },
} satisfies Partial<EndpointSchemaTable>;
