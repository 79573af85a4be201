import type { GoogleLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

export function googleLogin(locale: Locale, body: GoogleLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/google_login_jwt/', { locale, method: 'POST', body, auth: false });
}
