import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      DATA_DIR: './data',
      SEED_ON_START: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SEED_ON_START', 'maybe'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['VAPID_PUBLIC_KEY', 'not-a-key'],
    ['VAPID_PRIVATE_KEY', 'x'.repeat(44)],
    ['VAPID_SUBJECT', 'http://duet.example'],
    ['SECURITY_CONTACT', 'security@duet.example'],
    ['SECURITY_CONTACT', 'mailto:security@duet.example, http://duet.example/security/'],
    ['OPERATOR_CONTACT', 'privacy@duet.example'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: `),
    );
  });

  it('turns web push on only with all three VAPID settings, naming the one missing', () => {
    const keys = {
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'a'.repeat(43),
      VAPID_SUBJECT: 'mailto:team@duet.example',
    };
    expect(loadConfig(keys).VAPID_SUBJECT).toBe('mailto:team@duet.example');
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: '' })).toThrow(
      /^Invalid environment variable VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY and VAPID_SUBJECT/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: keys.VAPID_SUBJECT })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('trusts X-Forwarded-For only from listed proxies, never from anyone (`true`) or by hop count', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/list the addresses or CIDR ranges/);
  });

  it('requires PUBLIC_URL in production, where links must never come from the Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid environment variable PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://duet.example' }).PUBLIC_URL).toBe(
      'https://duet.example',
    );
  });

  it('bounds how long a request may take to arrive, without cutting open streams', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      CONNECTION_TIMEOUT_MS: 120_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
    });
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: '20000' })).toThrow(
      /^Invalid environment variable CONNECTION_TIMEOUT_MS: must be longer than STREAM_HEARTBEAT_MS/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
