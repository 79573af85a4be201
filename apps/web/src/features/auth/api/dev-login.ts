import type { DevLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

/** Development-only sign-in by an identity name; the server offers it only when `dev_login` is true. */
export function devLogin(locale: Locale, body: DevLoginBody): Promise<LoginResponse> {
  return api(endpoints.devLogin, { locale, body, auth: false });
}
