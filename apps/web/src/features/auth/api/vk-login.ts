import type { Locale, LoginResponse, VkLoginBody } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';

export function vkLogin(locale: Locale, body: VkLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/vk_login/', { locale, method: 'POST', body, auth: false });
}
