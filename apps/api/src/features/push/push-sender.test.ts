import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { HostResolver } from './public-address.ts';
import type { PushDelivery } from './push-repository.ts';
import { sendPush } from './push-sender.ts';

const vapidKeys = webpush.generateVAPIDKeys();
const vapid = { ...vapidKeys, subject: 'mailto:team@duet.example' };

// Anything listening on this machine, as a metadata service or an admin port would be.
let listener: Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

const delivery = (endpoint: string): PushDelivery =>
  ({
    endpoint,
    // A real device key: web-push encrypts before anything is sent.
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    ttl: 60,
  }) as PushDelivery;
const message = { title: 'Duet', body: 'b', url: '/', tag: 'match' } as const;

function send(endpoint: string, resolveHost: HostResolver, nodeEnv: Config['NODE_ENV'] = 'production') {
  return sendPush(delivery(endpoint), message, { vapid, timeoutMs: 2000, nodeEnv, resolveHost });
}

describe('sendPush to an endpoint that leads inside', () => {
  it.each([
    ['127.0.0.1', 4],
    ['::ffff:127.0.0.1', 6],
    ['::1', 6],
    ['169.254.169.254', 4],
    ['fd00::1', 6],
    ['10.0.0.7', 4],
    ['172.16.5.4', 4],
    ['192.168.0.10', 4],
  ])('refuses a name resolving to %s, without connecting', async (address, family) => {
    let lookups = 0;
    const resolveHost: HostResolver = async () => {
      lookups++;
      return [{ address, family }];
    };
    const before = connections;
    const result = await send(`https://push.attacker.example:${port}/device/1`, resolveHost);
    expect(result).toEqual({ outcome: 'refused' });
    expect(lookups).toBe(1);
    expect(connections).toBe(before);
  });

  it('resolves once per push: a second answer (DNS rebinding) cannot swap the checked address', async () => {
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '142.250.74.46', family: 4 }]];
    const seen: string[] = [];
    const resolveHost: HostResolver = async (hostname) => {
      seen.push(hostname);
      return answers[seen.length - 1] ?? [];
    };
    expect(await send(`https://rebind.attacker.example:${port}/d`, resolveHost)).toEqual({
      outcome: 'refused',
    });
    expect(seen).toEqual(['rebind.attacker.example']);
  });

  it.each([
    'https://localhost.:PORT/device/1',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://kubernetes.default.svc/api',
    'https://this-machine:PORT/',
    'http://127.0.0.1:PORT/device/1',
  ])('in production, never even resolves %s', async (endpoint) => {
    const resolveHost: HostResolver = async () => {
      throw new Error('resolved');
    };
    const before = connections;
    expect(await send(endpoint.replace('PORT', String(port)), resolveHost)).toEqual({ outcome: 'refused' });
    expect(connections).toBe(before);
  });

  it("outside production, still reaches the tests' push service on the literal 127.0.0.1", async () => {
    const resolveHost: HostResolver = async () => {
      throw new Error('an IP literal needs no lookup');
    };
    const before = connections;
    const result = await send(`http://127.0.0.1:${port}/device/1`, resolveHost, 'test');
    expect(result.outcome).toBe('failed'); // the listener hangs up: it is no push service
    expect(connections).toBe(before + 1);
  });
});
