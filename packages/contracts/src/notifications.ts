import { z } from 'zod';
import { listQuerySchema } from './pagination.ts';
import { publicUserSchema } from './partners.ts';

export const NOTIFICATION_KINDS = [
  'match',
  'invite_received',
  'invite_accepted',
  'invite_rejected',
  'partner_removed',
  'partner_left',
  'event_received',
  'event_accepted',
  'event_rejected',
  'event_changed',
  'event_proposed',
  'event_completed',
  'event_deleted',
  'event_remembered',
  'premium_shared',
  'gift_redeemed',
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** What happened; the client words it in the reader's language from `kind` and the ids. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    is_read: z.boolean(),
    created_at: z.string(),
    fantasy: z.number().int().nullable(),
    event: z.number().int().nullable(),
    actor: publicUserSchema.nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = listQuerySchema.extend({
  mark_read: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .describe('Mark the notifications of this page as read'),
});
