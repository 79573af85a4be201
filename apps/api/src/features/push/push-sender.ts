import webpush from 'web-push';
import type { PushDelivery } from './push-repository.ts';
import type { PushMessage } from './push-texts.ts';

export type Vapid = { subject: string; publicKey: string; privateKey: string };

/** `gone`: the push service no longer knows the subscription (404/410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one push by the Web Push protocol: web-push encrypts the message for the device (RFC 8291)
 * and signs the VAPID JWT for the endpoint's origin (RFC 8292); fetch carries it, with a timeout.
 * (web-push's own `sendNotification` speaks https only; tests run a push service on 127.0.0.1.)
 */
export async function sendPush(
  delivery: PushDelivery,
  message: PushMessage,
  { vapid, timeoutMs }: { vapid: Vapid; timeoutMs: number },
): Promise<{ outcome: PushOutcome; status?: number }> {
  const request = webpush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: Math.max(0, delivery.ttl), urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  // fetch counts the body itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410)
      return { outcome: 'gone', status: response.status };
    return { outcome: response.ok ? 'sent' : 'failed', status: response.status };
  } catch {
    return { outcome: 'failed' };
  }
}
