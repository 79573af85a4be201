import { describe, expect, it } from 'vitest';
import { THIRD_PARTIES } from '@duet/contracts';
import { configSchema } from './config.ts';

/**
 * Settings through which no outside party receives anyone's data: how Duet itself behaves, its
 * limits and timings, and the operator's own machines (the database and Redis, which the privacy
 * policy names where it says where data is stored). A setting that reaches or switches on anyone
 * else belongs to its party in THIRD_PARTIES, which the policy's data table must name.
 */
const OWN_SETTINGS = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'WEB_DIST_DIR',
  'SECURITY_CONTACT',
  'OPERATOR_NAME',
  'OPERATOR_CONTACT',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'SEED_ON_START',
  'CATALOGUE_CACHE_SECONDS',
  'LOGIN_RATE_LIMIT_PER_MINUTE',
  'CODE_RATE_LIMIT_PER_MINUTE',
  'INVITE_RATE_LIMIT_PER_MINUTE',
  'FEEDBACK_RATE_LIMIT_PER_HOUR',
  'SHUTDOWN_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'CONNECTION_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'TOKEN_IDLE_DAYS',
  'TOKEN_LIFETIME_DAYS',
  'STREAM_HEARTBEAT_MS',
  'PROVIDER_TIMEOUT_MS',
  'PAYMENT_TIMEOUT_MS',
  'PROMO_FREE_MEMBERSHIP',
  'PUSH_SWEEP_INTERVAL_MS',
  'ANALYTICS_FORWARD_INTERVAL_MS',
  'ANALYTICS_RATE_LIMIT_PER_MINUTE',
];

const settings = Object.keys(configSchema.shape);
const partySettings = THIRD_PARTIES.flatMap((party) => party.settings as readonly string[]);

describe('the third parties the configuration can switch on', () => {
  it('include every setting that is not Duet’s own, so the privacy policy names whoever it reaches', () => {
    const unaccounted = settings.filter(
      (name) => !OWN_SETTINGS.includes(name) && !partySettings.includes(name),
    );
    expect(
      unaccounted,
      'add each to its party in THIRD_PARTIES (packages/contracts) or to OWN_SETTINGS',
    ).toEqual([]);
  });

  it('name only settings that exist, each once', () => {
    expect(partySettings.filter((name) => !settings.includes(name))).toEqual([]);
    expect(OWN_SETTINGS.filter((name) => !settings.includes(name))).toEqual([]);
    const all = [...partySettings, ...OWN_SETTINGS];
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });
});
