import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { z } from 'zod';
import {
  appleLoginBodySchema,
  authProvidersSchema,
  devLoginBodySchema,
  errorBodySchema,
  googleLoginBodySchema,
  loginResponseSchema,
  logoutAllResponseSchema,
  vkLoginBodySchema,
  yandexLoginBodySchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { signedInUserRow, toMe } from '../../shared/users-repository.ts';
import { publishSignOut } from '../../shared/sign-outs.ts';
import { authenticate, bearerToken } from '../../shared/session/authenticate.ts';
import type { ProviderIdentity } from './providers/identity.ts';
import { createProviders } from './providers/index.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { userForIdentity } from './social-sign-in.ts';
import { deleteDeadTokens, issueToken, revokeAllTokens, revokeToken } from '../../shared/session/tokens.ts';

const loginResponses = {
  200: loginResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProviders(app.config);
  const rateLimit = { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const loginOptions = <Body extends ZodType>(summary: string, body: Body) => ({
    config: { rateLimit },
    schema: { tags: ['auth'], summary, body, response: loginResponses },
  });

  function enabled<Verify>(verify: Verify | null, name: string): Verify {
    if (!verify) throw new AppError('provider_disabled', `${name} sign-in is not configured.`);
    return verify;
  }

  /** `force_id` attaches the provider to the signed-in account, so it needs that account's token. */
  async function accountToAttachTo(request: FastifyRequest, forceId: number | null | undefined) {
    if (forceId == null) return undefined;
    const user = await authenticate(request);
    if (user.id !== forceId) throw new AppError('permission_denied', 'force_id is not the signed-in user.');
    return signedInUserRow(app.db, user.id);
  }

  async function signIn(request: FastifyRequest, identity: ProviderIdentity, forceId?: number | null) {
    const user = await userForIdentity(app.db, identity, await accountToAttachTo(request, forceId));
    request.log.info({ userId: user.id, provider: identity.provider }, 'signed in');
    await deleteDeadTokens(app.db, user.id, app.config);
    return { access: await issueToken(app.db, user.id, request.headers['user-agent']), user: toMe(user) };
  }

  app.get(
    '/user/providers/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers are configured, with their public ids',
        response: { 200: authProvidersSchema },
      },
    },
    async () => providers.public,
  );

  /** A provider's sign-in endpoint: verify the credential with the provider, then sign in. */
  function socialLogin<Body extends ZodType<{ force_id?: number | null }>>(
    path: string,
    summary: string,
    body: Body,
    provider: { name: string; verify: ((credential: string) => Promise<ProviderIdentity>) | null },
    credentialOf: (payload: z.infer<Body>) => string,
  ) {
    app.post(path, loginOptions(summary, body), async (request) => {
      const payload = request.body as z.infer<Body>;
      const identity = await enabled(provider.verify, provider.name)(credentialOf(payload));
      return signIn(request, identity, payload.force_id);
    });
  }

  socialLogin(
    '/user/google_login_jwt/',
    'Sign in with a Google ID token',
    googleLoginBodySchema,
    { name: 'Google', verify: providers.google },
    (body) => body.jwt,
  );
  socialLogin(
    '/user/yandex_login/',
    'Sign in with a Yandex OAuth token',
    yandexLoginBodySchema,
    { name: 'Yandex', verify: providers.yandex },
    (body) => body.jwt,
  );
  socialLogin(
    '/user/vk_login/',
    'Sign in with a VK ID access token',
    vkLoginBodySchema,
    { name: 'VK ID', verify: providers.vk },
    (body) => body.access_token,
  );
  socialLogin(
    '/user/apple_login/',
    'Sign in with a Sign in with Apple authorization code',
    appleLoginBodySchema,
    { name: 'Apple', verify: providers.apple },
    (body) => body.code,
  );

  // Development sign-in: a named identity, so two browsers can be two partners. Never in production.
  if (providers.public.dev_login) {
    app.post(
      '/user/dev_login/',
      loginOptions('Development sign-in (absent in production)', devLoginBodySchema),
      async (request) =>
        signIn(request, { provider: 'dev', subject: request.body.username.toLowerCase(), email: null }),
    );
  }

  app.post(
    '/user/logout/',
    signedInRoute('auth', 'Revoke the bearer token of this request', {
      response: { 204: z.undefined(), 401: errorBodySchema },
    }),
    async (request, reply) => {
      await revokeToken(app.db, bearerToken(request)!);
      await publishSignOut(app.db, request.user!.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/user/logout_all/',
    signedInRoute('auth', 'Sign out everywhere: revoke every token of the user, this one included', {
      response: { 200: logoutAllResponseSchema, 401: errorBodySchema },
    }),
    async (request) => {
      const userId = request.user!.id;
      const revoked = await revokeAllTokens(app.db, userId, app.config);
      await publishSignOut(app.db, userId);
      request.log.info({ userId, revoked }, 'signed out everywhere');
      return { revoked };
    },
  );
};
