import type { z } from 'zod';
import type { EndpointSchemas } from './endpoint-schemas.ts';
import type { EndpointName } from './endpoints.ts';

type SchemaOf<Name extends EndpointName> = EndpointSchemas[Name];
type SuccessStatus = 200 | 201 | 202;

/** What a call sends as its query string, as the endpoint's schema takes it (before coercion). */
export type EndpointQuery<Name extends EndpointName> =
  SchemaOf<Name> extends { readonly querystring: infer Query extends z.ZodType } ? z.input<Query> : undefined;

/** What a call sends as its JSON body. */
export type EndpointBody<Name extends EndpointName> =
  SchemaOf<Name> extends { readonly body: infer Body extends z.ZodType } ? z.input<Body> : undefined;

/** What a successful call answers: the JSON of its 2xx statuses, or nothing for a 204. */
export type EndpointAnswer<Name extends EndpointName> =
  SchemaOf<Name> extends { readonly response: infer Responses }
    ? {
        [Status in keyof Responses]: Status extends SuccessStatus
          ? Responses[Status] extends z.ZodType
            ? z.output<Responses[Status]>
            : never
          : Status extends 204
            ? undefined
            : never;
      }[keyof Responses]
    : unknown;
