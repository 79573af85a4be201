import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import {
  getDeviceSubscription,
  isPushSupported,
  PushPermissionError,
  subscribeDevice,
  unsubscribeDevice,
} from '#lib/push-device.ts';
import { usePushKey } from '../api/get-push-key.ts';
import { deletePushSubscription, savePushSubscription } from '../api/save-push-subscription.ts';

/**
 * `hidden`: the server has not said yet whether it sends pushes; `unavailable`: it does not (no
 * VAPID keys configured); `unsupported`: this browser cannot receive pushes; `blocked`: the person
 * refused notifications in the browser's settings.
 */
export type PushStatus = 'hidden' | 'unavailable' | 'unsupported' | 'blocked' | 'on' | 'off';

const permissionNow = () => (isPushSupported() ? Notification.permission : 'default');

/** The per-device switch: the browser's subscription and the API's record of it, kept together. */
export function usePushSetting() {
  const locale = useLocale();
  const key = usePushKey();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [permission, setPermission] = useState(permissionNow);

  useEffect(() => {
    let isCurrent = true;
    void getDeviceSubscription()
      .catch(() => null)
      .then((found) => isCurrent && setSubscription(found));
    return () => {
      isCurrent = false;
    };
  }, []);

  // Stored again on each visit: the language may have changed, or the session it was stored with.
  useEffect(() => {
    if (subscription && key.data) void savePushSubscription(locale, subscription).catch(() => undefined);
  }, [subscription, locale, key.data]);

  const toggle = useMutation({
    mutationFn: async (isOn: boolean): Promise<PushSubscription | null> => {
      if (isOn) {
        const created = await subscribeDevice(key.data!);
        try {
          await savePushSubscription(locale, created);
        } catch (error) {
          await created.unsubscribe().catch(() => false);
          throw error;
        }
        return created;
      }
      const endpoint = await unsubscribeDevice();
      if (endpoint)
        await deletePushSubscription(locale, endpoint).catch((error: unknown) => {
          // Already gone on the server (say, the push service had dropped it): off is off.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
      return null;
    },
    onSuccess: setSubscription,
    onSettled: () => setPermission(permissionNow()),
  });

  const status: PushStatus =
    key.data === undefined
      ? 'hidden'
      : key.data === null
        ? 'unavailable'
        : !isPushSupported()
          ? 'unsupported'
          : subscription
            ? 'on'
            : permission === 'denied'
              ? 'blocked'
              : 'off';
  const isRefused = toggle.error instanceof PushPermissionError;
  return {
    status,
    isBusy: toggle.isPending,
    isRefused,
    hasFailed: toggle.isError && !isRefused,
    toggle: toggle.mutate,
  };
}
