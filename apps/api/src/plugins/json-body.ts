import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is no
 * body: the original clients send `Content-Type: application/json` on the bodiless POSTs
 * (accept, reject, complete). A route that needs a body then answers 400 `invalid` from its schema.
 */
export function setupJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else void parseJson(request, body.toString(), done);
  });
}
