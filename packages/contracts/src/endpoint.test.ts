import { describe, expect, it } from 'vitest';
import { endpointPath, endpointUrl } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import type { EndpointSchema } from './endpoint-schema.ts';
import { fantasyIdParamsSchema } from './fantasies.ts';

describe('endpointPath', () => {
  it('fills the parameters in, encoded, and keeps the trailing slash', () => {
    expect(endpointPath(endpoints.likeFantasy, { id: 7 })).toBe('/fantasies/7/like/');
    expect(endpointPath(endpoints.getGift, { giftId: 'a/b c' })).toBe('/gifts/a%2Fb%20c/');
  });

  it('appends the query in the order given, leaving out what is undefined', () => {
    expect(endpointPath(endpoints.listFantasies, undefined, { paginator: 'off' })).toBe(
      '/fantasies/?paginator=off',
    );
    expect(endpointPath(endpoints.listNotifications, undefined, { mark_read: true, page: undefined })).toBe(
      '/notifications/?mark_read=true',
    );
  });

  it('refuses to build a path without one of its parameters', () => {
    // @ts-expect-error -- the path names a parameter the call leaves out
    expect(() => endpointPath(endpoints.acceptEvent, {})).toThrow('needs the parameter id');
  });

  it('prefixes the API version for a URL from the origin', () => {
    expect(endpointUrl(endpoints.openStream)).toBe('/api/v0/stream/');
  });
});

describe('the table', () => {
  it('names every endpoint once, by method and path', () => {
    const routes = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes every path with its trailing slash, as spec section 7 does', () => {
    // The sandbox's Init copies the acquirer's own path, which has none.
    const withoutSlash = Object.values(endpoints).filter(({ path }) => !path.endsWith('/'));
    expect(withoutSlash.map(({ name }) => name)).toEqual(['sandboxInit']);
  });
});

// Compile-time checks: `tsc` fails on an `@ts-expect-error` that no longer finds its error.
export const schemaChecks: EndpointSchema<typeof endpoints.likeFantasy>[] = [
  { tag: 'matches', summary: 'a path with :id declares its schema', params: fantasyIdParamsSchema },
  // @ts-expect-error -- a path parameter without a schema
  { tag: 'matches', summary: 'no params' },
];
export const noParamsChecks: EndpointSchema<typeof endpoints.listLiked>[] = [
  // @ts-expect-error -- parameters on a path that has none
  { tag: 'matches', summary: 'stray params', params: fantasyIdParamsSchema },
];
// @ts-expect-error -- no such endpoint
void endpoints.likeFantasies;
