import { API_PREFIX } from './constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint (ADR 0027):
 * - `public`: anyone; a signed-in caller may be recognised, never required;
 * - `signedIn`: a live session token;
 * - `member`: a live token of a finished account, its username chosen: what makes the caller
 *   visible to another person (invites, a shared plan, a redeemed gift).
 */
export type Access = 'public' | 'signedIn' | 'member';

/** An endpoint as both sides route it: the schemas that type it live in `endpoint-schemas.ts`. */
export type EndpointRoute = {
  readonly method: HttpMethod;
  /** Under `/api/v0`, with `:name` parameters and the spec's trailing slash. */
  readonly path: string;
  readonly access: Access;
  /** The session's `token` cookie is accepted instead of the bearer header: for what a browser opens without script. */
  readonly cookie?: true;
};

export type Endpoint<Name extends string = string> = EndpointRoute & { readonly name: Name };

/** The table with each entry's key as its `name`, so a call site's endpoint knows its own types. */
export function defineEndpoints<const Table extends Record<string, EndpointRoute>>(
  table: Table,
): { readonly [Name in keyof Table & string]: Table[Name] & { readonly name: Name } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as never;
}

/** `'/events/:id/accept/'` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : { readonly [Name in PathParamNames<Path>]: string | number };

export type QueryValue = string | number | boolean | null | undefined;

/** A call's parameters, as its path names them, and its query. */
export type PathArguments<Path extends string> =
  PathParams<Path> extends undefined
    ? [params?: undefined, query?: Readonly<Record<string, QueryValue>>]
    : [params: PathParams<Path>, query?: Readonly<Record<string, QueryValue>>];

/**
 * A path of the table with its parameters filled in (URL-encoded) and the query appended in the
 * order given, leaving out what is undefined. Untyped: for code that handles every endpoint alike.
 */
export function fillPath(
  path: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/** The path of a call under `/api/v0`; a parameter the path names is required. */
export function endpointPath<Path extends string>(
  endpoint: { readonly path: Path },
  ...[params, query]: PathArguments<Path>
): string {
  return fillPath(endpoint.path, params, query);
}

/** The same as a URL path from the origin: `/api/v0/…`. */
export function endpointUrl<Path extends string>(
  endpoint: { readonly path: Path },
  ...args: PathArguments<Path>
): string {
  return `${API_PREFIX}${endpointPath(endpoint, ...args)}`;
}
