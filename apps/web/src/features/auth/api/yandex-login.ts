import type { Locale, LoginResponse, YandexLoginBody } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

/** `jwt` carries the Yandex OAuth token (the field keeps the original API's name). */
export function yandexLogin(locale: Locale, body: YandexLoginBody): Promise<LoginResponse> {
  return api(endpoints.yandexLogin, { locale, body, auth: false });
}
