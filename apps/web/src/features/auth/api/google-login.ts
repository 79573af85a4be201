import type { GoogleLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

export function googleLogin(locale: Locale, body: GoogleLoginBody): Promise<LoginResponse> {
  return api(endpoints.googleLogin, { locale, body, auth: false });
}
