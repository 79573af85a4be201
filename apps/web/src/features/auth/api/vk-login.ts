import type { Locale, LoginResponse, VkLoginBody } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';

export function vkLogin(locale: Locale, body: VkLoginBody): Promise<LoginResponse> {
  return api(endpoints.vkLogin, { locale, body, auth: false });
}
