import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';

const csp = (config: Parameters<typeof securityHeaders>[0]) =>
  securityHeaders(config)['content-security-policy']!;

describe('securityHeaders', () => {
  it('allows no third party when no provider is configured', () => {
    const policy = csp({ NODE_ENV: 'development' });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toMatch(/google|apple|yandex|vk\.com/);
  });

  it('allows exactly the inline scripts it is given, by their SHA-256', () => {
    const source = "document.documentElement.dataset.theme = 'dark';";
    const digest = createHash('sha256').update(source).digest('base64');
    const policy = securityHeaders({ NODE_ENV: 'production' }, { inlineScripts: [source] })[
      'content-security-policy'
    ]!;
    expect(policy).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(csp({ NODE_ENV: 'production' })).not.toContain('sha256-');
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

  it('allows each analytics counter only when its id is configured', () => {
    expect(csp({ NODE_ENV: 'production' })).not.toMatch(/googletagmanager|mc\.yandex|vk\.com/);
    const metrika = csp({ NODE_ENV: 'production', YANDEX_METRIKA_ID: '12345678' });
    expect(metrika).toContain("script-src 'self' https://mc.yandex.ru;");
    expect(metrika).toContain('https://mc.yandex.com');
    expect(metrika).not.toMatch(/googletagmanager|vk\.com/);
    const all = csp({
      NODE_ENV: 'production',
      GTM_ID: 'GTM-ABC123',
      VK_PIXEL_ID: 'VK-RTRG-1-a',
      VK_APP_ID: '1',
    });
    expect(all).toContain('https://www.googletagmanager.com');
    expect(all.match(/https:\/\/vk\.com/g)?.length).toBe(2); // script and img, once each
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

  it('denies the browser features Duet does not use, and leaves sharing and sign-in alone', () => {
    const policy = securityHeaders({ NODE_ENV: 'production' })['permissions-policy']!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toMatch(/web-share|clipboard|identity-credentials-get/);
  });

  it('gives API answers HSTS in production too, and none of the page policies', () => {
    const production = apiSecurityHeaders({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'g' });
    expect(production['strict-transport-security']).toBe(
      securityHeaders({ NODE_ENV: 'production' })['strict-transport-security'],
    );
    expect(production['content-security-policy']).not.toContain('google');
    expect(apiSecurityHeaders({ NODE_ENV: 'development' })['strict-transport-security']).toBeUndefined();
  });
});
