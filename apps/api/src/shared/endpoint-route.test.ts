import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler } from '../lib/response-serializer.ts';
import { setupErrorHandler } from '../plugins/error-handler.ts';
import { oneStatementRoute, route } from './endpoint-route.ts';

/** A bare app: the routes under test and the error handler, no database (no request here reaches one). */
function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checksAgainstZod: true }));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  setupErrorHandler(app);
  return app;
}

describe('route', () => {
  it("registers the table's method and path, and validates with the table's schemas", async () => {
    const app = bareApp();
    route(app, 'listRelatedFantasies', async (request) => {
      const id: number = request.params.id;
      return [
        { id, slug: 's', title: 't', teaser: 'x', tags: [], collections: [], difficulty: 'light' as const },
      ];
    });
    expect((await app.inject({ url: '/fantasies/5/related/' })).json()).toMatchObject([{ id: 5 }]);
    expect((await app.inject({ url: '/fantasies/x/related/' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/fantasies/5/related/' })).statusCode).toBe(404);
  });

  it('refuses a signed-in endpoint without a token before its handler, with the challenge', async () => {
    const app = bareApp();
    let isHandled = false;
    route(app, 'getProfile', async (request) => {
      isHandled = true;
      throw new Error(`unreachable for ${request.user.id}`);
    });
    const response = await app.inject({ url: '/user/profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(isHandled).toBe(false);
  });

  it('refuses a malformed bearer token of a one-statement endpoint before reading anything', async () => {
    const app = bareApp();
    oneStatementRoute(app, 'listLiked', async (request) => [request.sessionToken.length]);
    const response = await app.inject({ url: '/fantasies/liked/', headers: { authorization: 'Bearer !' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'authentication_failed' });
  });
});

// Compile-time checks: `tsc` fails on an `@ts-expect-error` that no longer finds its error.
export function typeChecks(app: ReturnType<typeof bareApp>) {
  // @ts-expect-error -- an answer off the contract: ids are numbers
  route(app, 'listPassed', async () => ['1']);
  // @ts-expect-error -- a public endpoint has no signed-in user
  route(app, 'listPublicEvents', async (request) => [request.user.id]);
  // @ts-expect-error -- no such endpoint
  route(app, 'listPasses', async () => []);
  // @ts-expect-error -- the parsed parameter is a number
  route(app, 'passFantasy', async (request) => ({ fantasy: request.params.id.toUpperCase() }));
}
