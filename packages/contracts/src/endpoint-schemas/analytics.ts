import { z } from 'zod';
import { amplitudeAnswerSchema, amplitudeBatchSchema, clientSettingsSchema } from '../analytics.ts';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorBodySchema, errorResponses } from '../errors.ts';

/** Duet's own analytics collector and the settings the web app needs (ADR 0014). */
export const analyticsEndpointSchemas = {
  uploadAnalytics: {
    tag: 'analytics',
    summary: 'Amplitude HTTP API v2 batches from the web app, checked against the typed event catalogue',
    body: amplitudeBatchSchema,
    response: {
      200: amplitudeAnswerSchema,
      400: amplitudeAnswerSchema.or(errorBodySchema),
      413: amplitudeAnswerSchema.or(errorBodySchema),
      ...errorResponses(429),
    },
  },
  getAnalyticsSettings: {
    tag: 'analytics',
    summary: 'The third-party counters configured (loaded only after consent)',
    response: { 200: clientSettingsSchema },
  },
  listAnalyticsEvents: {
    tag: 'analytics',
    summary: 'Development and tests only: the stored events, oldest first (at most 10 000)',
    response: { 200: z.array(z.unknown()) },
  },
} satisfies Partial<EndpointSchemaTable>;
