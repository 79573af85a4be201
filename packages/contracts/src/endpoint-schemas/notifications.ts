import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import { notificationSchema, notificationsQuerySchema } from '../notifications.ts';
import { pageSchema } from '../pagination.ts';
import {
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
} from '../push.ts';

/** Notifications, the live stream and web push. */
export const notificationsEndpointSchemas = {
  listNotifications: {
    tag: 'notifications',
    summary: 'Your notifications, newest first; `mark_read=true` marks the returned page as read',
    querystring: notificationsQuerySchema,
    response: {
      200: z.union([pageSchema(notificationSchema), z.array(notificationSchema)]),
      ...errorResponses(400, 401, 404),
    },
  },
  openStream: {
    tag: 'stream',
    summary:
      'Server-Sent Events: `change` events with the topics to refetch (auth: bearer or the token cookie); ends when the session does, with a last `signed_out` event',
  },
  getPushKey: {
    tag: 'push',
    summary: "The server's VAPID public key for `PushManager.subscribe`; null when push is off",
    response: { 200: pushKeySchema },
  },
  savePushSubscription: {
    tag: 'push',
    summary: "Store this device's push subscription (upsert by endpoint)",
    description:
      'Pushes are written in the language of this request and go while this session is live. The endpoint must be https (http on 127.0.0.1 outside production).',
    body: pushSubscriptionBodySchema,
    response: { 201: pushSubscriptionSchema, ...errorResponses(400, 401, 404) },
  },
  deletePushSubscription: {
    tag: 'push',
    summary: "Forget one of my devices' push subscriptions, by endpoint",
    body: pushUnsubscribeBodySchema,
    response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
  },
} satisfies Partial<EndpointSchemaTable>;
