import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/**
 * Error body, in the shape the original Django REST Framework back end used:
 * `{code, detail}` plus, for validation errors, `{field: [messages]}`.
 */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    detail: z.string(),
  })
  .catchall(z.array(z.string()))
  .meta({ id: 'Error' });

export type ErrorBody = {
  code: ErrorCode;
  detail: string;
  [field: string]: string[] | string;
};

/** What an endpoint that stores an answer about fantasies says of its consent rule (ADR 0035). */
export const CONSENT_REQUIRED =
  'Refused with 403 `consent_required`, storing nothing, without the current consent to process answers (ADR 0035).';

/** The `response` entries of the error statuses an endpoint may answer, all with the error body. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
