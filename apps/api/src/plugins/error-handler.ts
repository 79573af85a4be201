import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS } from '@duet/contracts';
import { AppError, errorBody } from '../lib/app-error.ts';
import { isConsentRequired, isForeignKeyViolation } from '../lib/postgres-errors.ts';

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
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'unsupported_media_type',
  FST_CP_ERR_INVALID_CONTENT: 'parse_error',
};

/** The contract's code for a client error no code above names: its status's own, else `invalid`. */
function clientErrorCode(status: number): AppError['code'] {
  const generic = GENERIC_CODES.find((code) => ERROR_STATUS[code] === status);
  return generic ?? 'invalid';
}

const GENERIC_CODES = [
  'invalid',
  'not_authenticated',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'throttled',
] as const satisfies readonly AppError['code'][];

/** Fastify's refusals before routing (a malformed URL, a path parameter too long) in the contract's body. */
export function replyToFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorBody(clientErrorCode(status), error.message));
}

/** How a stream fails when the client went away mid-download (a closed tab, a cancelled prefetch). */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);

/**
 * A download the browser abandoned, as @fastify/static reports it when the client closes the
 * connection before the headers went out: nothing failed on our side, so it is no error to log.
 */
function isClientAbort(error: FastifyError, request: FastifyRequest, reply: FastifyReply): boolean {
  const isGone = reply.raw.destroyed || request.raw.destroyed || request.raw.socket?.destroyed === true;
  return error.code !== undefined && CLIENT_GONE_CODES.has(error.code) && isGone;
}

/**
 * A stack overflow while serving a request: input nested deeper than something could walk. The
 * JSON parser refuses such bodies first (json-body.ts); this keeps any other way in a 4xx too.
 */
const isStackOverflow = (error: unknown) =>
  error instanceof RangeError && error.message.includes('call stack size exceeded');

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
    // A plugin's own refusal (a bad Range, an unknown Content-Encoding) keeps its 4xx status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(clientErrorCode(status), error.message || undefined));
    }
    if (isStackOverflow(error)) {
      request.log.warn({ err: error }, 'request nested too deeply to handle');
      return reply.code(400).send(errorBody('invalid', 'The request is nested too deeply.'));
    }
    if (isConsentRequired(error)) {
      return reply.code(new AppError('consent_required').statusCode).send(errorBody('consent_required'));
    }
    // A row the write points at was deleted by a request running at the same moment (an account
    // deleted while its own requests are in flight): the database kept its promise, the client may retry.
    if (isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'a referenced row was removed concurrently');
      return reply
        .code(409)
        .send(errorBody('conflict', 'Something this request refers to was just removed.'));
    }
    if (isClientAbort(error, request, reply)) {
      request.log.info({ code: error.code, url: request.url }, 'client aborted the response');
      return reply.code(500).send(errorBody('server_error'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.code(500).send(errorBody('server_error'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found')));
}
