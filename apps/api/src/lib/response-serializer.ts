import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * The schema without `additionalProperties: false`: fast-json-stringify writes only the declared
 * properties either way, but checks the branches of a union (a nullable object) with it, and would
 * refuse an object with more properties where zod strips them.
 */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, openObjects(value)]),
  );
}

/**
 * Answers are written by fast-json-stringify, compiled from each response's zod schema turned into
 * JSON Schema: only the properties the contract declares go out, as zod's own serializer would
 * strip the rest, without parsing every answer with zod first (a fifth of a list read's CPU).
 * With `checksAgainstZod` (tests), every answer is also serialized by zod and must be the same
 * JSON, so a handler answering off the contract fails its test instead of being silently reshaped.
 */
export function responseSerializerCompiler({
  checksAgainstZod,
}: {
  checksAgainstZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const stringify = fastJsonStringify(
      openObjects(
        z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
      ) as Schema,
    );
    if (!checksAgainstZod) return stringify;
    const zodStringify = zodSerializerCompiler(route);
    return (data) => {
      const expected = zodStringify(data);
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
