import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

describe('isAllowedPushEndpoint', () => {
  it('takes a push service over https', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', 'production')).toBe(
      true,
    );
  });

  it('takes http on 127.0.0.1 only outside production', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', 'test')).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', 'development')).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', 'production')).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/1', 'production')).toBe(false);
  });

  it.each([
    'http://push.example/x',
    'http://10.0.0.1/x',
    'https://10.0.0.1/x',
    'https://[::1]/x',
    'https://localhost/x',
    'https://localhost.:4291/',
    'https://LOCALHOST./x',
    'https://push.localhost/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://kubernetes.default.svc/api',
    'https://kubernetes.default.svc.cluster.local/api',
    'https://printer.local/x',
    'https://router.home.arpa/x',
    'https://this-machine:8080/x',
    'https://this-machine./x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fd00::1]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://user:pass@push.example/x',
    'ftp://push.example/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, 'test')).toBe(false);
  });
});
