import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * How deep a request's JSON may nest. Duet's deepest body (an analytics batch) nests four levels;
 * thousands would overflow the stack of whatever walks the value next (JSON.stringify, a driver, a
 * validator), a RangeError, so such a body is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `limit` arrays and objects inside each other (strings skipped). */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // the escaped character, a quote among them
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is no
 * body: the original clients send `Content-Type: application/json` on the bodiless POSTs
 * (accept, reject, complete). A route that needs a body then answers 400 `invalid` from its schema.
 * A body nested deeper than MAX_JSON_DEPTH is a 400 `parse_error`.
 */
export function setupJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) done(null, undefined);
    else if (isNestedDeeperThan(text, MAX_JSON_DEPTH))
      done(new AppError('parse_error', `JSON may nest at most ${MAX_JSON_DEPTH} levels deep.`), undefined);
    else void parseJson(request, text, done);
  });
}
