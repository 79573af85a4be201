import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/app-error.ts';

type ValidationIssue = { instancePath?: string; message?: string };

/** `{field: [messages]}` from zod issues; errors about the whole body go under non_field_errors (DRF). */
function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.split('/').filter(Boolean)[0] ?? 'non_field_errors';
    (fields[field || 'non_field_errors'] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

const FASTIFY_CODE_TO_APP_ERROR: Record<string, AppError['code']> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'parse_error',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'parse_error',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'parse_error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** One place that turns every failure into the contract's error body; 5xx details stay in the log. */
export function setupErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A provider's refusal answers the client plainly; why it happened stays in the log.
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody('invalid', undefined, fieldErrors(error.validation)));
    }
    const mapped = error.code ? FASTIFY_CODE_TO_APP_ERROR[error.code] : undefined;
    if (mapped) {
      return reply.code(new AppError(mapped).statusCode).send(errorBody(mapped));
    }
    if (error.statusCode === 429) return reply.code(429).send(errorBody('throttled'));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.code(500).send(errorBody('server_error'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found')));
}
