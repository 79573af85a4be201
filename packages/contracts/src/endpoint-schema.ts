import type { z } from 'zod';
import type { EndpointRoute, PathParamNames } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';

/**
 * What validates and documents one endpoint: its OpenAPI tag, summary and description, the schemas
 * of its path parameters, query and body, and of each answer by status. An endpoint with path
 * parameters declares a schema for each of them, and one without declares none.
 */
export type EndpointSchema<Route extends EndpointRoute = EndpointRoute> = {
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** Left out for an answer that is not JSON: an event stream, an HTML page. */
  readonly response?: Readonly<Record<number, z.ZodType>>;
} & ([PathParamNames<Route['path']>] extends [never]
  ? { readonly params?: never }
  : { readonly params: z.ZodType<Record<PathParamNames<Route['path']>, unknown>> });

/** Any endpoint's schemas, as code that handles every endpoint alike reads them. */
export type AnyEndpointSchema = Omit<EndpointSchema, 'params'> & { readonly params?: z.ZodType };

/** The schemas of every endpoint, each checked against its route. */
export type EndpointSchemaTable = { readonly [Name in EndpointName]: EndpointSchema<Endpoints[Name]> };
