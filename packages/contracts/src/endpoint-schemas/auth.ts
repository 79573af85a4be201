import { z } from 'zod';
import {
  appleLoginBodySchema,
  authProvidersSchema,
  devLoginBodySchema,
  googleLoginBodySchema,
  loginResponseSchema,
  logoutAllResponseSchema,
  vkLoginBodySchema,
  yandexLoginBodySchema,
} from '../auth.ts';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';

const loginResponses = { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 502) };

export const authEndpointSchemas = {
  getProviders: {
    tag: 'auth',
    summary: 'Which sign-in providers are configured, with their public ids',
    response: { 200: authProvidersSchema },
  },
  googleLogin: {
    tag: 'auth',
    summary: 'Sign in with a Google ID token',
    body: googleLoginBodySchema,
    response: loginResponses,
  },
  yandexLogin: {
    tag: 'auth',
    summary: 'Sign in with a Yandex OAuth token',
    body: yandexLoginBodySchema,
    response: loginResponses,
  },
  vkLogin: {
    tag: 'auth',
    summary: 'Sign in with a VK ID access token',
    body: vkLoginBodySchema,
    response: loginResponses,
  },
  appleLogin: {
    tag: 'auth',
    summary: 'Sign in with a Sign in with Apple authorization code',
    body: appleLoginBodySchema,
    response: loginResponses,
  },
  devLogin: {
    tag: 'auth',
    summary: 'Development sign-in (absent in production)',
    body: devLoginBodySchema,
    response: loginResponses,
  },
  logout: {
    tag: 'auth',
    summary: 'Revoke the bearer token of this request',
    response: { 204: z.undefined(), ...errorResponses(401) },
  },
  logoutAll: {
    tag: 'auth',
    summary: 'Sign out everywhere: revoke every token of the user, this one included',
    response: { 200: logoutAllResponseSchema, ...errorResponses(401) },
  },
} satisfies Partial<EndpointSchemaTable>;
