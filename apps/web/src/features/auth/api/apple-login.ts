import type { AppleLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

export function appleLogin(locale: Locale, body: AppleLoginBody): Promise<LoginResponse> {
  return api(endpoints.appleLogin, { locale, body, auth: false });
}
