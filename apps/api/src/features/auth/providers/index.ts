import type { AuthProviders } from '@duet/contracts';
import type { Config } from '../../../config.ts';
import { createAppleVerifier } from './apple.ts';
import { createGoogleVerifier } from './google.ts';
import type { ProviderIdentity } from './identity.ts';
import { createVkVerifier } from './vk.ts';
import { createYandexVerifier } from './yandex.ts';

type Verify = (credential: string) => Promise<ProviderIdentity>;
export type Providers = {
  google: Verify | null;
  yandex: Verify | null;
  vk: Verify | null;
  apple: Verify | null;
  /** What the web app may know: which buttons to show and their public ids. */
  public: AuthProviders;
};

export function appleRedirectUri(config: Config): string | null {
  if (config.APPLE_REDIRECT_URI) return config.APPLE_REDIRECT_URI;
  return config.PUBLIC_URL ? new URL('/auth/login/', config.PUBLIC_URL).toString() : null;
}

/** One verifier per configured provider; a provider without credentials is switched off. */
export function createProviders(config: Config): Providers {
  const redirectUri = appleRedirectUri(config);
  const apple =
    config.APPLE_CLIENT_ID &&
    config.APPLE_TEAM_ID &&
    config.APPLE_KEY_ID &&
    config.APPLE_PRIVATE_KEY &&
    redirectUri
      ? {
          clientId: config.APPLE_CLIENT_ID,
          teamId: config.APPLE_TEAM_ID,
          keyId: config.APPLE_KEY_ID,
          privateKey: config.APPLE_PRIVATE_KEY,
          redirectUri,
        }
      : null;
  return {
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier(config, config.GOOGLE_CLIENT_ID) : null,
    yandex: config.YANDEX_CLIENT_ID ? createYandexVerifier(config, config.YANDEX_CLIENT_ID) : null,
    vk: config.VK_APP_ID ? createVkVerifier(config, config.VK_APP_ID) : null,
    apple: apple ? createAppleVerifier(config, apple) : null,
    public: {
      google: config.GOOGLE_CLIENT_ID ? { client_id: config.GOOGLE_CLIENT_ID } : null,
      yandex: config.YANDEX_CLIENT_ID ? { client_id: config.YANDEX_CLIENT_ID } : null,
      vk: config.VK_APP_ID ? { app_id: config.VK_APP_ID } : null,
      apple: apple ? { client_id: apple.clientId, redirect_uri: apple.redirectUri } : null,
      dev_login: config.NODE_ENV !== 'production',
    },
  };
}
