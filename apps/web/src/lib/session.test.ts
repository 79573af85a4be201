import { describe, expect, it } from 'vitest';
import type { Me } from '@duet/contracts';
import { clearSession, getSession, storePartner, storeSignIn, storeVisitorAccepted18p } from './session.ts';

const me = (overrides: Partial<Me> = {}): Me => ({
  id: 1,
  username: 'alice',
  news_subscription: true,
  accept_18_disclaimer: false,
  reg_for_interview_showed: true,
  intimate_answers_consent: null,
  ...overrides,
});

describe('session flags (spec §3–4)', () => {
  it('a visitor is not authorized; 18+ comes from the visitor cookie', () => {
    expect(getSession()).toMatchObject({ isAuthorized: false, accepted18p: false, needCreateAccount: false });
    storeVisitorAccepted18p();
    expect(getSession().accepted18p).toBe(true);
  });

  it('a provisional username needs the account-creation step', () => {
    storeSignIn('t', me({ username: 'oauth2_123' }));
    expect(getSession()).toMatchObject({
      isAuthorized: true,
      isAuthorizationCompleted: false,
      needCreateAccount: true,
    });
    storeSignIn('t', me({ username: 'apple_123' }));
    expect(getSession().needCreateAccount).toBe(true);
  });

  it('an adult account is remembered as adult on this device after logout', () => {
    storeSignIn('t', me({ accept_18_disclaimer: true }));
    clearSession();
    expect(getSession()).toMatchObject({ isAuthorized: false, accepted18p: true });
  });

  it('an account that has not confirmed 18+ leaves the device unconfirmed', () => {
    storeSignIn('t', me({ accept_18_disclaimer: false }));
    clearSession();
    expect(getSession().accepted18p).toBe(false);
  });

  it("a signed-in user's 18+ is the account's, whatever the device cookie says", () => {
    storeVisitorAccepted18p();
    storeSignIn('t', me({ accept_18_disclaimer: false }));
    expect(getSession()).toMatchObject({ isAuthorizationCompleted: true, accepted18p: false });
  });

  it('keeps token, profile and partner in cookies for 100000000 s, and clears them', () => {
    storeSignIn('t', me());
    storePartner({ id: 2, username: 'bob' });
    expect(getSession().partner).toEqual({ id: 2, username: 'bob' });
    expect(document.cookie).toMatch(/token=t/);
    clearSession();
    expect(getSession()).toMatchObject({ token: null, profile: null, partner: null, isAuthorized: false });
  });
});
