import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const csp = (config: Parameters<typeof securityHeaders>[0]) =>
  securityHeaders(config)['content-security-policy']!;

describe('securityHeaders', () => {
  it('allows no third party when no provider is configured', () => {
    const policy = csp({ NODE_ENV: 'development' });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toMatch(/google|apple|yandex|vk\.com/);
  });

  it("allows only the configured providers' SDK hosts", () => {
    const policy = csp({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'g', APPLE_CLIENT_ID: 'a' });
    expect(policy).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com;",
    );
    expect(policy).toContain('frame-src');
    expect(policy).not.toMatch(/yandex|vk\.com/);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('sets HSTS in production only, and COOP for sign-in popups', () => {
    expect(securityHeaders({ NODE_ENV: 'production' })['strict-transport-security']).toContain(
      'max-age=31536000',
    );
    expect(securityHeaders({ NODE_ENV: 'development' })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ NODE_ENV: 'development' })['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
  });
});
