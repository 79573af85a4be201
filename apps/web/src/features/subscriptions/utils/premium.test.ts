import { describe, expect, it } from 'vitest';
import { isFantasyLocked, isSubscriptionActive } from './premium.ts';

const now = Date.parse('2026-11-22T00:00:00Z');
const future = '2026-12-22T00:00:00Z';
const past = '2026-11-21T23:59:59Z';

describe('isSubscriptionActive', () => {
  it('needs the flag and an expiry still ahead', () => {
    expect(isSubscriptionActive({ active: true, expires_at: future, from_partner: false }, now)).toBe(true);
    expect(isSubscriptionActive({ active: true, expires_at: past, from_partner: false }, now)).toBe(false);
    expect(isSubscriptionActive({ active: false, expires_at: future, from_partner: false }, now)).toBe(false);
    expect(isSubscriptionActive({ active: true, expires_at: null, from_partner: true }, now)).toBe(false);
    expect(isSubscriptionActive(undefined, now)).toBe(false);
  });
});

describe('isFantasyLocked', () => {
  it('locks medium and hard fantasies without premium, never light ones', () => {
    const none = { active: false, expires_at: null, from_partner: false };
    const premium = { active: true, expires_at: '2999-01-01T00:00:00Z', from_partner: true };
    expect(isFantasyLocked('light', none)).toBe(false);
    expect(isFantasyLocked('medium', none)).toBe(true);
    expect(isFantasyLocked('hard', undefined)).toBe(true);
    expect(isFantasyLocked('hard', premium)).toBe(false);
  });
});
