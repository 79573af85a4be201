import { errors } from 'jose';
import { AppError } from '../../../lib/app-error.ts';
import type { SocialProvider } from '../../../db/schema.ts';

/** Who the provider says signed in: its stable subject, never its e-mail, identifies the person. */
export type ProviderIdentity = { provider: SocialProvider; subject: string; email: string | null };

export const rejected = (detail: string) => new AppError('authentication_failed', detail);
export const unavailable = (detail: string) => new AppError('provider_unavailable', detail);

/** A token the provider's keys refuse is the caller's fault; a provider we cannot reach is not. */
export function joseFailure(error: unknown, provider: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
    return unavailable(`${provider} keys could not be fetched.`);
  }
  if (error instanceof errors.JOSEError) return rejected(`${provider} token rejected: ${error.code}.`);
  return unavailable(`${provider} keys could not be fetched.`);
}

/** POST/GET to a provider with a deadline; network failures and 5xx are `provider_unavailable`. */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number, provider: string) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unavailable(`${provider} did not answer.`);
  }
  if (response.status >= 500) throw unavailable(`${provider} answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unavailable(`${provider} answered something other than JSON.`);
  }
  return { status: response.status, body };
}

export const isVerifiedEmail = (value: unknown) => value === true || value === 'true';
