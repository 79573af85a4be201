import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// PostgreSQL refuses U+0000 in text and jsonb; a lone surrogate has no UTF-8 form at all.
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The top-level field holding the first string (key or value, at any depth) with a NUL character
 * or an unpaired surrogate, `non_field_errors` when the value is such a string itself, or null.
 * Iterative: a 1 MB body of nested arrays is deeper than the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, 'non_field_errors']];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [item, field] = entry;
    if (typeof item === 'string' && isUnstorable(item)) return field;
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const childField = item === value ? key : field;
      if (isUnstorable(key)) return childField;
      pending.push([child, childField]);
    }
  }
  return null;
}

/**
 * One check of every request's parsed body, query and path parameters, before any route's
 * schema, so that no text PostgreSQL cannot store reaches a query as a 500.
 */
export function setupUnstorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field) {
        throw new AppError('invalid', undefined, {
          [field]: ['Text may not contain NUL characters or unpaired surrogates.'],
        });
      }
    }
  });
}
