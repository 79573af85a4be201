import { useEffect } from 'react';
import { useConsent } from '#lib/consent.ts';
import { useLocale } from '#lib/locale.ts';
import { readStored, writeStored } from '#lib/safe-storage.ts';
import { useSession } from '#lib/session.ts';
import { recordAnalyticsConsent } from '../api/record-consent.ts';

const RECORDED_KEY = 'duet.consent.recorded';

/**
 * Puts this device's analytics answer into the signed-in account's consent record (ADR 0023):
 * once per account and answer, so a reload sends nothing. A failed call is tried on the next load.
 */
export function useConsentRecord(): void {
  const consent = useConsent();
  const locale = useLocale();
  const { isAuthorizationCompleted, profile } = useSession();
  const userId = isAuthorizationCompleted ? profile?.id : undefined;

  useEffect(() => {
    if (userId === undefined || consent === null) return;
    const answer = `${userId}:${consent}`;
    if (readStored('localStorage', RECORDED_KEY) === answer) return;
    recordAnalyticsConsent(locale, consent === 'all').then(
      () => writeStored('localStorage', RECORDED_KEY, answer),
      () => undefined,
    );
  }, [userId, consent, locale]);
}
