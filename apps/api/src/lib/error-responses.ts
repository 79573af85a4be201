import { errorBodySchema } from '@duet/contracts';

/** The `response` entries of the error statuses a route may answer, all with the contract's error body. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
