import type { Locale, LoginResponse, YandexLoginBody } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

/** `jwt` carries the Yandex OAuth token (the field keeps the original API's name). */
export function yandexLogin(locale: Locale, body: YandexLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/yandex_login/', { locale, method: 'POST', body, auth: false });
}
