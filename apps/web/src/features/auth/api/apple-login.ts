import type { AppleLoginBody, Locale, LoginResponse } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

export function appleLogin(locale: Locale, body: AppleLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/apple_login/', { locale, method: 'POST', body, auth: false });
}
