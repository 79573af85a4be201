import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import type { PushDelivery } from './push-repository.ts';
import type { PushMessage } from './push-texts.ts';
import { NonPublicAddressError, publicOnlyLookup, type HostResolver } from './public-address.ts';

export type Vapid = { subject: string; publicKey: string; privateKey: string };

/**
 * `gone`: the push service no longer knows the subscription (404/410), so it is deleted.
 * `refused`: the endpoint is not a push service's kind of address (it resolves to an internal one),
 * so nothing was sent; the subscription is kept, so that nobody can learn that from its deletion.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

export type PushTransport = {
  vapid: Vapid;
  timeoutMs: number;
  nodeEnv: Config['NODE_ENV'];
  resolveHost: HostResolver;
};

/** The status of one POST, its body discarded; the connection only ever reaches a checked address. */
function post(url: URL, options: RequestOptions, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends one push by the Web Push protocol: web-push encrypts the message for the device (RFC 8291)
 * and signs the VAPID JWT for the endpoint's origin (RFC 8292); Node's http client carries it, with
 * a timeout and no redirects, connecting only to public addresses (ADR 0024): the endpoint's host is
 * resolved and checked at send time, and the connection is pinned to the checked address.
 * (web-push's own `sendNotification` speaks https only; tests run a push service on 127.0.0.1.)
 */
export async function sendPush(
  delivery: PushDelivery,
  message: PushMessage,
  { vapid, timeoutMs, nodeEnv, resolveHost }: PushTransport,
): Promise<{ outcome: PushOutcome; status?: number }> {
  if (!isAllowedPushEndpoint(delivery.endpoint, nodeEnv)) return { outcome: 'refused' };
  const url = new URL(delivery.endpoint);
  const details = webpush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: Math.max(0, delivery.ttl), urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  try {
    const status = await post(
      url,
      {
        method: details.method,
        headers: details.headers,
        // Node skips the lookup for an IP literal: the endpoint rules let none through but the
        // tests' 127.0.0.1 outside production.
        lookup: publicOnlyLookup(resolveHost),
        signal: AbortSignal.timeout(timeoutMs),
      },
      details.body,
    );
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    return { outcome: status >= 200 && status < 300 ? 'sent' : 'failed', status };
  } catch (error) {
    return { outcome: error instanceof NonPublicAddressError ? 'refused' : 'failed' };
  }
}
