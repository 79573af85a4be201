import type { DevLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

/** Development-only sign-in by an identity name; the server offers it only when `dev_login` is true. */
export function devLogin(locale: Locale, body: DevLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/dev_login/', { locale, method: 'POST', body, auth: false });
}
