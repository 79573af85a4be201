import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import {
  accountExportSchema,
  consentBodySchema,
  consentsListSchema,
  intimateConsentBodySchema,
  sessionIdParamsSchema,
  sessionsListSchema,
} from '../privacy.ts';
import { interviewRegistrationSchema, meSchema, profileUpdateSchema } from '../users.ts';

const privacyErrors = errorResponses(400, 401, 404);

/** The profile and the rights a person has over what Duet holds about them (ADR 0023). */
export const profileEndpointSchemas = {
  getProfile: {
    tag: 'profile',
    summary: 'The signed-in user',
    response: { 200: meSchema, ...errorResponses(401) },
  },
  updateProfile: {
    tag: 'profile',
    summary: 'Change the username, news subscription, 18+ acceptance or interview flag',
    description:
      'Send only the fields to change. A taken username answers 400 with a `username` field error.',
    body: profileUpdateSchema,
    response: { 200: meSchema, ...errorResponses(400, 401) },
  },
  registerForInterview: {
    tag: 'profile',
    summary: 'Sign up for a user interview with a Telegram username',
    body: interviewRegistrationSchema,
    response: { 201: interviewRegistrationSchema, ...errorResponses(400, 401) },
  },
  exportAccount: {
    tag: 'privacy',
    summary: 'Everything Duet holds about me, as one JSON file',
    description:
      "Never the partner's one-sided likes. With the `duet_device` cookie, this device's analytics events too.",
    response: { 200: accountExportSchema, ...errorResponses(400, 401, 404, 429) },
  },
  deleteAccount: {
    tag: 'privacy',
    summary: 'Delete my account and what is only mine',
    description:
      'Unlinks the partner (told only that their partner left), ends every session, keeps orders anonymised (ADR 0023).',
    response: { 204: z.undefined(), ...privacyErrors },
  },
  listSessions: {
    tag: 'privacy',
    summary: 'My signed-in devices, most recently used first',
    response: { 200: sessionsListSchema, ...privacyErrors },
  },
  endSession: {
    tag: 'privacy',
    summary: 'Sign one device out',
    params: sessionIdParamsSchema,
    response: { 204: z.undefined(), ...privacyErrors },
  },
  listConsents: {
    tag: 'privacy',
    summary: 'What I agreed to and when, newest first',
    response: { 200: consentsListSchema, ...privacyErrors },
  },
  recordConsent: {
    tag: 'privacy',
    summary: "Record this device's analytics answer",
    description: 'Recorded only when it differs from the latest answer: 201 when written, 200 when not.',
    body: consentBodySchema,
    response: { 200: consentsListSchema, 201: consentsListSchema, ...privacyErrors },
  },
  giveIntimateConsent: {
    tag: 'privacy',
    summary: 'Consent to the processing of my answers about fantasies',
    description:
      "Its own step before the first answer (ADR 0035): `version` must be the current text's, else 409 `consent_version_mismatch`. Giving it again changes nothing.",
    body: intimateConsentBodySchema,
    response: { 200: meSchema, ...errorResponses(400, 401, 409) },
  },
  withdrawIntimateConsent: {
    tag: 'privacy',
    summary: 'Withdraw that consent and erase my answers',
    description:
      'Erases my likes, maybes, passes, deep id and own cards, and with them our matches; the account stays. Answers are refused with 403 `consent_required` until it is given again.',
    response: { 200: meSchema, ...errorResponses(401) },
  },
} satisfies Partial<EndpointSchemaTable>;
