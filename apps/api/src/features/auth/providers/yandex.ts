import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { callProvider, rejected, unavailable, type ProviderIdentity } from './identity.ts';

const userInfoSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  client_id: z.string(),
  default_email: z.string().nullish(),
});

/**
 * Resolves a Yandex OAuth token through Yandex ID's user-info endpoint. The answer's `client_id`
 * must be ours: that is what proves the token was issued to Duet and not to another app.
 */
export function createYandexVerifier(config: Config, clientId: string) {
  return async (token: string): Promise<ProviderIdentity> => {
    const url = new URL(config.YANDEX_USERINFO_URL);
    url.searchParams.set('format', 'json');
    const { status, body } = await callProvider(
      url.toString(),
      { headers: { authorization: `OAuth ${token}` } },
      config.PROVIDER_TIMEOUT_MS,
      'Yandex',
    );
    if (status === 401 || status === 403) throw rejected('Yandex refused the token.');
    const info = userInfoSchema.safeParse(body);
    if (status !== 200 || !info.success) throw unavailable('Yandex answered an unexpected user-info.');
    if (info.data.client_id !== clientId) throw rejected('The Yandex token was issued to another app.');
    return { provider: 'yandex', subject: info.data.id, email: info.data.default_email ?? null };
  };
}
