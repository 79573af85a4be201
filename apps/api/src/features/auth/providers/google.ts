import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../../config.ts';
import { isVerifiedEmail, joseFailure, rejected, type ProviderIdentity } from './identity.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies Google ID tokens (RS256) against Google's published keys, cached between calls. */
export function createGoogleVerifier(config: Config, clientId: string) {
  const keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), {
    timeoutDuration: config.PROVIDER_TIMEOUT_MS,
  });
  return async (idToken: string): Promise<ProviderIdentity> => {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw joseFailure(error, 'Google');
    }
    if (!isVerifiedEmail(claims.email_verified)) throw rejected('Google e-mail is not verified.');
    return {
      provider: 'google',
      subject: claims.sub!,
      email: typeof claims.email === 'string' ? claims.email : null,
    };
  };
}
