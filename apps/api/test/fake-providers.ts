import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SignJWT,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  jwtVerify,
  type CryptoKey,
  type JWTPayload,
} from 'jose';

/** Small stand-ins for Google, Yandex ID, VK ID and Apple on 127.0.0.1, with keys the test owns. */
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;

export const CLIENT = {
  google: 'duet-google-client.apps.googleusercontent.com',
  yandex: 'duet-yandex-client',
  vk: '51234567',
  apple: 'ru.duet.web',
  appleTeam: 'TEAM123456',
  appleKey: 'KEY1234567',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startFakeProviders() {
  const googleKeys = await generateKeyPair('RS256', { extractable: true });
  const appleKeys = await generateKeyPair('RS256', { extractable: true });
  const strangerKeys = await generateKeyPair('RS256', { extractable: true });
  // Our Apple client-secret key: the server signs with the private half, the fake Apple checks with the public one.
  const appleClientKey = await generateKeyPair('ES256', { extractable: true });
  const jwks = async (key: CryptoKey, kid: string) => ({
    keys: [{ ...(await exportJWK(key)), kid, alg: 'RS256', use: 'sig' }],
  });

  const yandexTokens = new Map<string, { id: string; client_id: string; default_email?: string }>();
  const vkTokens = new Map<string, { user_id: string; email?: string; client_id: string }>();
  const appleCodes = new Map<string, string>(); // code → id_token
  const calls = { appleSecrets: [] as JWTPayload[], down: false };

  const server: Server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (calls.down) return send(503, { error: 'down' });
    switch (url.pathname) {
      case '/google/certs':
        return send(200, await jwks(googleKeys.publicKey, 'google-1'));
      case '/apple/keys':
        return send(200, await jwks(appleKeys.publicKey, 'apple-1'));
      case '/yandex/info': {
        const token = /^OAuth (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        const info = token ? yandexTokens.get(token) : undefined;
        return info ? send(200, { login: 'someone', ...info }) : send(401, { error: 'invalid token' });
      }
      case '/vk/user_info': {
        const form = new URLSearchParams(await readBody(request));
        const info = vkTokens.get(form.get('access_token') ?? '');
        if (!info) return send(200, { error: 'invalid_token', error_description: 'access_token is invalid' });
        if (info.client_id !== form.get('client_id')) return send(200, { error: 'invalid_client' });
        return send(200, { user: { user_id: info.user_id, email: info.email, first_name: 'Ivan' } });
      }
      case '/apple/token': {
        const form = new URLSearchParams(await readBody(request));
        try {
          const { payload, protectedHeader } = await jwtVerify(
            form.get('client_secret') ?? '',
            appleClientKey.publicKey,
            {
              issuer: CLIENT.appleTeam,
              subject: CLIENT.apple,
              audience: 'https://appleid.apple.com',
              algorithms: ['ES256'],
            },
          );
          if (protectedHeader.kid !== CLIENT.appleKey) throw new Error('kid');
          calls.appleSecrets.push(payload);
        } catch {
          return send(400, { error: 'invalid_client' });
        }
        const idToken = appleCodes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          form.get('client_id') !== CLIENT.apple ||
          !idToken
        ) {
          return send(400, { error: 'invalid_grant' });
        }
        appleCodes.delete(form.get('code')!); // codes are single-use
        return send(200, { access_token: 'a', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
      }
      default:
        return send(404, { error: 'not found' });
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (key: CryptoKey, kid: string, claims: JWTPayload, expiresIn: string | number = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);

  return {
    env: {
      GOOGLE_CLIENT_ID: CLIENT.google,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      YANDEX_CLIENT_ID: CLIENT.yandex,
      YANDEX_USERINFO_URL: `${base}/yandex/info`,
      VK_APP_ID: CLIENT.vk,
      VK_USERINFO_URL: `${base}/vk/user_info`,
      APPLE_CLIENT_ID: CLIENT.apple,
      APPLE_TEAM_ID: CLIENT.appleTeam,
      APPLE_KEY_ID: CLIENT.appleKey,
      APPLE_PRIVATE_KEY: await exportPKCS8(appleClientKey.privateKey),
      APPLE_REDIRECT_URI: 'https://duet.example/auth/login/',
      APPLE_TOKEN_URL: `${base}/apple/token`,
      APPLE_JWKS_URL: `${base}/apple/keys`,
      PROVIDER_TIMEOUT_MS: '2000',
    },
    calls,
    googleToken(
      claims: JWTPayload = {},
      {
        expiresIn,
        signedByStranger = false,
      }: { expiresIn?: string | number; signedByStranger?: boolean } = {},
    ) {
      return sign(
        signedByStranger ? strangerKeys.privateKey : googleKeys.privateKey,
        'google-1',
        {
          iss: 'https://accounts.google.com',
          aud: CLIENT.google,
          sub: 'g-1',
          email: 'a@example.com',
          email_verified: true,
          ...claims,
        },
        expiresIn,
      );
    },
    addYandexToken(token: string, info: { id: string; client_id?: string; default_email?: string }) {
      yandexTokens.set(token, { client_id: CLIENT.yandex, ...info });
    },
    addVkToken(token: string, info: { user_id: string; client_id?: string; email?: string }) {
      vkTokens.set(token, { client_id: CLIENT.vk, ...info });
    },
    async addAppleCode(code: string, claims: JWTPayload = {}, expiresIn: string | number = '10m') {
      appleCodes.set(
        code,
        await sign(
          appleKeys.privateKey,
          'apple-1',
          {
            iss: 'https://appleid.apple.com',
            aud: CLIENT.apple,
            sub: 'apple-1',
            email: 'x@privaterelay.appleid.com',
            email_verified: 'true',
            ...claims,
          },
          expiresIn,
        ),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
