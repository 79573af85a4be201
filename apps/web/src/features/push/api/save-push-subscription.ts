import type { Locale, PushSubscriptionBody } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

/** Stores this device's subscription for the signed-in session, in the interface language. */
export function savePushSubscription(locale: Locale, subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: endpoint!,
    keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
  };
  return api(endpoints.savePushSubscription, { locale, body });
}

export function deletePushSubscription(locale: Locale, endpoint: string) {
  return api(endpoints.deletePushSubscription, { locale, body: { endpoint } });
}
