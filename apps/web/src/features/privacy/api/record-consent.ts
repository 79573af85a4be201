import type { ConsentsList, Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

/** Adds this device's analytics answer to the account's consent record (kept only when it changed). */
export function recordAnalyticsConsent(locale: Locale, granted: boolean): Promise<ConsentsList> {
  return apiRequest<ConsentsList>('/user/consents/', {
    locale,
    method: 'POST',
    body: { kind: 'analytics', granted },
  });
}
