import type { ConsentsList, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

/** Adds this device's analytics answer to the account's consent record (kept only when it changed). */
export function recordAnalyticsConsent(locale: Locale, granted: boolean): Promise<ConsentsList> {
  return api(endpoints.recordConsent, { locale, body: { kind: 'analytics', granted } });
}
