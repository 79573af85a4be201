import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { callProvider, rejected, unavailable, type ProviderIdentity } from './identity.ts';

const userInfoSchema = z.union([
  z.object({
    user: z.object({
      user_id: z.union([z.string(), z.number()]).transform(String),
      email: z.string().nullish(),
    }),
  }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

/**
 * Resolves a VK ID access token (which the web app got from the VK ID SDK's code exchange)
 * through VK ID's user-info endpoint for our app id; VK refuses tokens of other apps.
 */
export function createVkVerifier(config: Config, appId: string) {
  return async (accessToken: string): Promise<ProviderIdentity> => {
    const { status, body } = await callProvider(
      config.VK_USERINFO_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: appId, access_token: accessToken }).toString(),
      },
      config.PROVIDER_TIMEOUT_MS,
      'VK ID',
    );
    const info = userInfoSchema.safeParse(body);
    if (!info.success) throw unavailable('VK ID answered an unexpected user-info.');
    if ('error' in info.data) throw rejected(`VK ID refused the token: ${info.data.error}.`);
    if (status !== 200) throw unavailable(`VK ID answered ${status}.`);
    return { provider: 'vk', subject: info.data.user.user_id, email: info.data.user.email ?? null };
  };
}
