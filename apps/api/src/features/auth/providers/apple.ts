import { SignJWT, createRemoteJWKSet, importPKCS8, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { callProvider, joseFailure, rejected, unavailable, type ProviderIdentity } from './identity.ts';

const APPLE_ISSUER = 'https://appleid.apple.com';
const tokenResponseSchema = z.object({ id_token: z.string() });

export type AppleSettings = {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  redirectUri: string;
};

/**
 * Exchanges a Sign in with Apple authorization code at Apple's token endpoint, authenticating with
 * a client-secret JWT signed ES256 by our key, then verifies the returned ID token with Apple's keys.
 */
export function createAppleVerifier(config: Config, settings: AppleSettings) {
  const keys = createRemoteJWKSet(new URL(config.APPLE_JWKS_URL), {
    timeoutDuration: config.PROVIDER_TIMEOUT_MS,
  });
  const signingKey = importPKCS8(settings.privateKey, 'ES256');

  async function clientSecret() {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience(APPLE_ISSUER)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await signingKey);
  }

  return async (code: string): Promise<ProviderIdentity> => {
    const { status, body } = await callProvider(
      config.APPLE_TOKEN_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: await clientSecret(),
          code,
          grant_type: 'authorization_code',
          redirect_uri: settings.redirectUri,
        }).toString(),
      },
      config.PROVIDER_TIMEOUT_MS,
      'Apple',
    );
    if (status === 400 || status === 401) throw rejected('Apple refused the authorization code.');
    const tokens = tokenResponseSchema.safeParse(body);
    if (status !== 200 || !tokens.success) throw unavailable('Apple answered an unexpected token response.');

    let claims;
    try {
      ({ payload: claims } = await jwtVerify(tokens.data.id_token, keys, {
        issuer: APPLE_ISSUER,
        audience: settings.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw joseFailure(error, 'Apple');
    }
    const email = typeof claims.email === 'string' ? claims.email : null;
    return { provider: 'apple', subject: claims.sub!, email };
  };
}
