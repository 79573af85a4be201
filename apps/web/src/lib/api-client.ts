import {
  API_PREFIX,
  ERROR_STATUS,
  LOCALES,
  fillPath,
  type Endpoint,
  type EndpointName,
  type ErrorCode,
  type Locale,
  type PathParams,
  type QueryValue,
} from '@duet/contracts/plain';
import type { EndpointAnswer, EndpointBody, EndpointQuery, Page } from '@duet/contracts';
import { endSessionByServer, getSession } from './session.ts';

/**
 * The API's codes, and the client's own: the server could not be reached (`network_error`), its
 * answer was not Duet's (`unknown`), or the call was never made because the person did not give
 * the consent it needs (`consent_declined`, ADR 0035).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'unknown' | 'consent_declined';

/** A failed API call: the `{code, detail}` body when the server sent one, a synthetic code otherwise. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly detail: string;
  readonly fields: Readonly<Record<string, string[]>>;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    detail: string;
    fields?: Record<string, string[]>;
  }) {
    super(`${init.code}: ${init.detail}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? {};
  }
}

/** `en, ru;q=0.9` — the current locale first, the others as fallbacks. */
export function acceptLanguage(locale: Locale): string {
  const fallbacks = LOCALES.filter((other) => other !== locale).map(
    (other, index) => `${other};q=${(0.9 - index * 0.1).toFixed(1)}`,
  );
  return [locale, ...fallbacks].join(', ');
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'code' in body && isErrorCode(body.code)) {
    const { code, detail, ...rest } = body as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(rest).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    return new ApiError({
      status: response.status,
      code: code as ErrorCode,
      detail: typeof detail === 'string' ? detail : response.statusText,
      fields,
    });
  }
  return new ApiError({ status: response.status, code: 'unknown', detail: response.statusText });
}

type RequestOptions = {
  locale: Locale;
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored bearer token (default). Sign-in calls opt out: they must not act as someone else. */
  auth?: boolean;
};

/** Calls `/api/v0{path}` on the same origin and returns the parsed JSON body; `api()` gives the path. */
async function apiRequest<Result>(path: string, options: RequestOptions): Promise<Result> {
  const { locale, signal, method = 'GET', body, auth = true } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(locale),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getSession().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      signal,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', detail: String(error) });
  }
  // The API no longer accepts the stored token (revoked, expired, account gone): the session is over.
  if (response.status === 401 && token && getSession().token === token) endSessionByServer();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as Result;
  return (await response.json()) as Result;
}

type EndpointOf<Name extends EndpointName> = Endpoint<Name> & { readonly path: string };

/** What a call of an endpoint takes beside the request options: the parameters, query and body its schemas ask for. */
export type CallInput<E extends EndpointOf<EndpointName>> = Omit<RequestOptions, 'method' | 'body'> &
  (PathParams<E['path']> extends undefined ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (EndpointQuery<E['name']> extends undefined
    ? { query?: undefined }
    : { query?: EndpointQuery<E['name']> }) &
  (EndpointBody<E['name']> extends undefined ? { body?: undefined } : { body: EndpointBody<E['name']> });

/**
 * Calls an endpoint of the contract's table (`endpoints.likeFantasy`, ADR 0027): its method and path,
 * the parameters filled in, and the answer typed from its schemas.
 */
export function api<E extends EndpointOf<EndpointName>>(
  endpoint: E,
  { params, query, body, ...options }: CallInput<E>,
): Promise<EndpointAnswer<E['name']>> {
  return apiRequest(fillPath(endpoint.path, params, query as Record<string, QueryValue> | undefined), {
    ...options,
    method: endpoint.method,
    body,
  });
}

export type ErrorMessageKey =
  | 'error.network'
  | 'error.throttled'
  | 'error.unavailable'
  | 'error.unknown'
  | 'error.consent'
  | 'error.common';

/** Whether the same request may well succeed a moment later: offer "Try again" only then. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status >= 500 ||
    error.code === 'network_error' ||
    error.code === 'throttled' ||
    error.code === 'service_unavailable'
  );
}

/** The `common` catalogue key that explains an error to the user. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!(error instanceof ApiError)) return 'error.common';
  switch (error.code) {
    case 'network_error':
      return 'error.network';
    case 'throttled':
      return 'error.throttled';
    case 'service_unavailable':
      return 'error.unavailable';
    case 'unknown':
      return 'error.unknown';
    case 'consent_required':
    case 'consent_declined':
      return 'error.consent';
    default:
      return 'error.common';
  }
}

/** A list endpoint's answer as an array: what `?paginator=off` answers, or the one page's results. */
export function wholeList<Item>(answer: Item[] | Page<Item>): Item[] {
  return Array.isArray(answer) ? answer : answer.results;
}

/** A list endpoint's answer as a page: the page it answers, or a whole list as its only page. */
export function asPage<Item>(answer: Item[] | Page<Item>): Page<Item> {
  return Array.isArray(answer)
    ? { count: answer.length, next: null, previous: null, results: answer }
    : answer;
}
