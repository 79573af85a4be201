import type { Locale, PushSubscriptionBody, PushSubscriptionRecord } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

/** Stores this device's subscription for the signed-in session, in the interface language. */
export function savePushSubscription(locale: Locale, subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: endpoint!,
    keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
  };
  return apiRequest<PushSubscriptionRecord>('/push/subscriptions/', { locale, method: 'POST', body });
}

export function deletePushSubscription(locale: Locale, endpoint: string) {
  return apiRequest<void>('/push/subscriptions/', { locale, method: 'DELETE', body: { endpoint } });
}
