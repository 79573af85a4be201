import { z } from 'zod';
import {
  ACTIVATION_CODE_MAX_LENGTH,
  GIFT_ID_PATTERN,
  PURCHASE_KINDS,
  PURCHASE_STATUSES,
} from './constants.ts';
import { databaseIdParamSchema } from './database-values.ts';

/** A subscription plan, priced in kopecks (ADR 0013). */
export const planSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    months: z.number().int().describe('How long premium lasts'),
    amount: z.number().int().describe('Price in kopecks'),
    currency: z.literal('RUB'),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const planIdParamsSchema = z.object({ planId: databaseIdParamSchema });

/** The caller's premium: their own subscription or their partner's, whichever lasts longer. */
export const subscriptionSchema = z
  .object({
    active: z.boolean(),
    expires_at: z.string().nullable(),
    from_partner: z.boolean().describe('Premium comes from the partner’s subscription'),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Digits with an optional leading plus once the mask's spaces, brackets and dashes are gone. */
const phoneSchema = z
  .string()
  .trim()
  .transform((phone) => phone.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{10,15}$/, 'Enter a phone number with its country code.'));

/**
 * The contact given with my latest purchase, so the next one's receipt fields start filled in; null
 * before the first. Only ever my own.
 */
export const lastBuyerSchema = z
  .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
  .nullable()
  .meta({ id: 'LastBuyer' });
export type LastBuyer = z.infer<typeof lastBuyerSchema>;

/** The buyer, for the 54-FZ receipt the acquirer sends: an e-mail or a phone is required. */
export const buyBodySchema = z
  .object({
    kind: z.enum(PURCHASE_KINDS),
    name: z.string().trim().min(1).max(100),
    email: z.union([z.literal(''), z.email().max(254)]).optional(),
    phone: z.union([z.literal(''), phoneSchema]).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Enter an e-mail or a phone for the receipt.',
      });
    }
  });
export type BuyBody = z.input<typeof buyBodySchema>;

export const buyResultSchema = z
  .object({
    id: z.string().describe('The purchase id'),
    payment_url: z.string().describe('Where the buyer pays'),
    promo_free_membership: z
      .boolean()
      .describe('The deal of the day applies: fake_pay gives this purchase for free'),
  })
  .meta({ id: 'BuyResult' });
export type BuyResult = z.infer<typeof buyResultSchema>;

export const purchaseIdParamsSchema = z.object({ purchaseId: z.uuid() });

export const giftSchema = z
  .object({
    id: z.string().describe('The certificate id, also its link: /gift/{id}/'),
    plan: planSchema,
    redeemed: z.boolean(),
    redeemed_at: z.string().nullable(),
    created_at: z.string(),
    mine: z.boolean().describe('The caller bought it'),
    voided: z
      .boolean()
      .describe('Its payment was refunded or failed: it can no longer be redeemed (ADR 0013)'),
  })
  .meta({ id: 'Gift' });
export type Gift = z.infer<typeof giftSchema>;

export const giftIdParamsSchema = z.object({ giftId: z.string().regex(GIFT_ID_PATTERN) });

export const purchaseSchema = z
  .object({
    id: z.string(),
    kind: z.enum(PURCHASE_KINDS),
    plan: planSchema,
    amount: z.number().int().describe('Kopecks'),
    status: z.enum(PURCHASE_STATUSES),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    gift: giftSchema.nullable().describe('The certificate, once a gift is paid'),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;

export const activationCodeBodySchema = z.object({
  code: z.string().trim().min(1).max(ACTIVATION_CODE_MAX_LENGTH),
});

/** A notification from the acquirer: signed root-level scalars, plus whatever else it sends. */
export const tinkoffNotificationSchema = z
  .object({
    TerminalKey: z.string(),
    OrderId: z.string(),
    Success: z.boolean(),
    Status: z.string(),
    PaymentId: z.union([z.string(), z.number()]),
    ErrorCode: z.string(),
    Amount: z.number().int(),
    Token: z.string(),
  })
  .catchall(z.unknown());
export type TinkoffNotification = z.infer<typeof tinkoffNotificationSchema>;

export const paymentSettingsSchema = z
  .object({
    mode: z.enum(['acquirer', 'sandbox', 'off']),
    promo_free_membership: z.boolean(),
    test_page: z.boolean().describe('The /test-tinkoff/ page is available (never in production)'),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The local payment sandbox's card page (development only, ADR 0013). */
export const sandboxPaymentParamsSchema = z.object({
  paymentId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const sandboxCardPageQuerySchema = z.object({ lang: z.enum(['ru', 'en']).optional() });
export const sandboxPayBodySchema = z.object({ result: z.enum(['success', 'fail']) }).loose();
