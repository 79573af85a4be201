import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { signedInUserRow, toMe } from '../../shared/users-repository.ts';
import { publishSignOut } from '../../shared/sign-outs.ts';
import { route } from '../../shared/endpoint-route.ts';
import { authenticate } from '../../shared/session/authenticate.ts';
import type { ProviderIdentity } from './providers/identity.ts';
import { createProviders } from './providers/index.ts';
import { userForIdentity } from './social-sign-in.ts';
import { deleteDeadTokens, issueToken, revokeAllTokens, revokeToken } from '../../shared/session/tokens.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createProviders(app.config);
  const rateLimit = { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const signInLimit = { config: { rateLimit } };

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

  route(app, 'getProviders', async () => providers.public);

  /** A provider's sign-in: verify the credential with the provider, then sign in. */
  async function signInWith(
    request: FastifyRequest,
    provider: { name: string; verify: ((credential: string) => Promise<ProviderIdentity>) | null },
    credential: string,
    forceId: number | null | undefined,
  ) {
    const identity = await enabled(provider.verify, provider.name)(credential);
    return signIn(request, identity, forceId);
  }

  const google = { name: 'Google', verify: providers.google };
  const yandex = { name: 'Yandex', verify: providers.yandex };
  const vk = { name: 'VK ID', verify: providers.vk };
  const apple = { name: 'Apple', verify: providers.apple };
  route(
    app,
    'googleLogin',
    async (request) => signInWith(request, google, request.body.jwt, request.body.force_id),
    signInLimit,
  );
  route(
    app,
    'yandexLogin',
    async (request) => signInWith(request, yandex, request.body.jwt, request.body.force_id),
    signInLimit,
  );
  route(
    app,
    'vkLogin',
    async (request) => signInWith(request, vk, request.body.access_token, request.body.force_id),
    signInLimit,
  );
  route(
    app,
    'appleLogin',
    async (request) => signInWith(request, apple, request.body.code, request.body.force_id),
    signInLimit,
  );

  // Development sign-in: a named identity, so two browsers can be two partners. Never in production.
  if (providers.public.dev_login) {
    route(
      app,
      'devLogin',
      async (request) =>
        signIn(request, { provider: 'dev', subject: request.body.username.toLowerCase(), email: null }),
      signInLimit,
    );
  }

  route(app, 'logout', async (request, reply) => {
    await revokeToken(app.db, request.user.tokenId);
    await publishSignOut(app.db, request.user.id);
    return reply.code(204).send();
  });

  route(app, 'logoutAll', async (request) => {
    const userId = request.user.id;
    const revoked = await revokeAllTokens(app.db, userId, app.config);
    await publishSignOut(app.db, userId);
    request.log.info({ userId, revoked }, 'signed out everywhere');
    return { revoked };
  });
};
