// Requests for every operation of the OpenAPI document: a valid one, then each kind of bad input.
import { deflateSync, gzipSync } from 'node:zlib';
import {
  BAD_AUTHORIZATIONS,
  BAD_CONTENT_TYPES,
  BAD_JSON,
  BAD_SEGMENTS,
  BAD_VALUES,
  CONTENT_ENCODINGS,
  DEEP_JSON,
  DEEP_OBJECTS,
  LARGE_BODIES,
  ODD_HEADERS,
} from './bad-values.mjs';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** 50 MB of spaces in 50 kB: must be refused by the body limit, not read. */
const GZIP_BOMB = gzipSync(Buffer.alloc(50 * 1024 * 1024, 32));

/** The operations of the document, with `$ref`s resolved. */
export function operationsOf(document) {
  const resolve = (schema) => {
    if (!schema || typeof schema !== 'object') return schema;
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()]);
    return schema;
  };
  const operations = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.includes(method.toUpperCase())) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        schema: resolve(parameter.schema),
      }));
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
      operations.push({ method: method.toUpperCase(), path, parameters, body, resolve });
    }
  }
  return operations;
}

/** Which kind of id a path parameter or a body field names. */
function idKind(path, name) {
  if (name === 'planId') return 'plan';
  if (name === 'purchaseId') return 'purchase';
  if (name === 'giftId') return 'gift';
  if (name === 'paymentId') return 'payment';
  if (name === 'id')
    return path.includes('/events/') ? 'event' : path.includes('/invites/') ? 'invite' : 'fantasy';
  if (name === 'public_event_id') return 'publicEvent';
  if (name === 'target_user' || name === 'force_id') return 'user';
  if (name === 'tags') return 'tag';
  if (name === 'fantasy' || name === 'deepid') return 'fantasy';
  return null;
}

/** A plausible value for `schema`, using the fixtures' ids where the name says it is an id. */
function sample(schema, name, context) {
  const { random, ids, operation } = context;
  schema = operation.resolve(schema) ?? {};
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(random.pick(options), name, context);
  if (schema.enum) return random.pick(schema.enum);
  const kind = idKind(operation.path, name);
  switch (schema.type) {
    case 'integer':
    case 'number':
      if (kind && ids[kind]?.length) return random.pick(ids[kind]);
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 1 + random.int(3)));
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return Array.from({ length: 1 + random.int(2) }, () =>
        sample(schema.items, kind ? name : 'item', context),
      );
    case 'object': {
      const value = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || random.chance(0.6))
          value[key] = sample(property, key, context);
      }
      return value;
    }
    default:
      if (schema.format === 'date-time')
        return new Date(Date.now() + 86_400_000 * (1 + random.int(30))).toISOString();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (kind && ids[kind]?.length) return random.pick(ids[kind]);
      if (name === 'username' || name === 'tg_username') return random.pick(context.usernames);
      return 'fuzz_text';
  }
}

const fillPath = (path, values) => path.replace(/\{(\w+)\}/g, (_, name) => values[name]);

/** The valid-looking request of `operation`, before any mutation. */
function baseline(operation, context) {
  const params = {};
  const query = {};
  for (const parameter of operation.parameters) {
    const value = sample(parameter.schema, parameter.name, context);
    if (parameter.in === 'path') params[parameter.name] = encodeURIComponent(String(value));
    else if (parameter.in === 'query' && context.random.chance(0.5)) query[parameter.name] = String(value);
  }
  return {
    params,
    query,
    body: operation.body
      ? sample(operation.body, operation.body.type === 'array' ? 'deepid' : 'body', context)
      : undefined,
    // Sign-outs end the session of one account kept for them, not the couple's.
    token: operation.path.includes('logout') ? context.signOutToken : context.random.pick(context.tokens),
  };
}

/** `body` as JSON text with `field` set to the raw JSON `text` (too deep for JSON.stringify to write). */
function withRawField(body, field, text) {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const marker = '__fuzz_raw_value__';
  return JSON.stringify({ ...object, [field]: marker }).replace(JSON.stringify(marker), text);
}

/** The wire form of a request built from its parts. */
function toRequest(operation, parts, label) {
  const search = Object.entries(parts.query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = { ...parts.headers };
  if (parts.token && !headers.authorization) headers.authorization = `Bearer ${parts.token}`;
  let body = parts.rawBody;
  if (body === undefined && parts.body !== undefined) body = JSON.stringify(parts.body);
  if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(headers)) if (value === null) delete headers[name];
  return {
    label: `${operation.path}: ${label}`,
    method: parts.method ?? operation.method,
    path: fillPath(operation.path, parts.params) + (search ? `?${search}` : ''),
    headers,
    body,
  };
}

/** Every bad-input variant of one operation: each named value in each place it can go. */
export function* variantsOf(operation, shared) {
  // Not a copy: the fixtures' tokens are read when each request is made, after any repair.
  const context = Object.assign(Object.create(shared), { operation });
  const { random } = context;
  const make = (label, change) => {
    const parts = baseline(operation, context);
    change(parts);
    return toRequest(operation, parts, label);
  };
  yield make('valid', () => {});
  for (const parameter of operation.parameters) {
    for (const segment of BAD_SEGMENTS) {
      yield make(`${parameter.in} ${parameter.name}=${segment.slice(0, 30)}`, (parts) => {
        (parameter.in === 'path' ? parts.params : parts.query)[parameter.name] = segment;
      });
    }
    if (parameter.in === 'path') {
      for (const id of Object.values(context.ids).flatMap((some) => [
        ...some.slice(0, 3),
        ...some.slice(-1),
      ])) {
        yield make(
          `path ${parameter.name}=id ${id}`,
          (parts) => (parts.params[parameter.name] = encodeURIComponent(id)),
        );
      }
    }
  }
  yield make('query unknown and repeated', (parts) =>
    Object.assign(parts.query, { zzz: '1', 'page[]': '1', page: '1&page=2' }),
  );
  if (operation.body) yield* bodyVariants(operation, make);
  for (const authorization of BAD_AUTHORIZATIONS) {
    yield make(`authorization ${authorization.slice(0, 20)}`, (parts) => (parts.headers = { authorization }));
  }
  yield make('no token', (parts) => (parts.token = null));
  for (const headers of ODD_HEADERS) {
    yield make(`header ${Object.keys(headers)[0]}`, (parts) => (parts.headers = { ...headers }));
  }
  for (const method of METHODS.filter((other) => other !== operation.method)) {
    yield make(`method ${method}`, (parts) => (parts.method = method));
  }
  yield make('random body on a body-less route', (parts) => (parts.body = random.pick(BAD_VALUES)[1]));
}

function* bodyVariants(operation, make) {
  const fields = Object.keys(operation.body.properties ?? {});
  // Deep and large bodies first: a run of a minute reaches them on every operation.
  for (const [name, text] of [...DEEP_JSON, ...LARGE_BODIES]) {
    yield make(`body=${name}`, (parts) => (parts.rawBody = text));
  }
  for (const field of fields.length ? fields : ['0']) {
    for (const [name, text] of DEEP_JSON) {
      yield make(`body ${field}=${name}`, (parts) => (parts.rawBody = withRawField(parts.body, field, text)));
    }
    // An array field's first element nested deep: an analytics event's properties, say.
    yield make(`body ${field}=[{x: 4500 objects deep}]`, (parts) => {
      parts.rawBody = withRawField(parts.body, field, `[{"x":${DEEP_OBJECTS}}]`);
    });
  }
  for (const field of fields.length ? fields : ['0']) {
    for (const [name, value] of BAD_VALUES) {
      yield make(`body ${field}=${name}`, (parts) => {
        if (typeof parts.body !== 'object' || parts.body === null) parts.body = {};
        parts.body[field] = value;
      });
    }
  }
  for (const [name, value] of BAD_VALUES) yield make(`body=${name}`, (parts) => (parts.body = value));
  yield make('body with unknown fields', (parts) => {
    parts.rawBody = JSON.stringify({ ...parts.body, zzz: 1 }).replace(/^\{/, '{"__proto__":{"admin":true},');
  });
  for (const text of BAD_JSON) yield make(`raw body ${text.slice(0, 20)}`, (parts) => (parts.rawBody = text));
  for (const type of BAD_CONTENT_TYPES) {
    yield make(`content-type ${type}`, (parts) => (parts.headers = { 'content-type': type }));
  }
  yield make('no content-type', (parts) => {
    parts.rawBody = JSON.stringify(parts.body);
    parts.headers = { 'content-type': null };
  });
  for (const encoding of CONTENT_ENCODINGS) {
    yield make(
      `content-encoding ${encoding} (not encoded)`,
      (parts) => (parts.headers = { 'content-encoding': encoding }),
    );
  }
  yield make('content-encoding gzip', (parts) => {
    parts.rawBody = gzipSync(JSON.stringify(parts.body));
    parts.headers = { 'content-encoding': 'gzip' };
  });
  yield make('content-encoding deflate of bad JSON', (parts) => {
    parts.rawBody = deflateSync('{"a":');
    parts.headers = { 'content-encoding': 'deflate' };
  });
  yield make('gzip bomb', (parts) => {
    parts.rawBody = GZIP_BOMB;
    parts.headers = { 'content-encoding': 'gzip' };
  });
}

/** Requests outside the document: static files, pages and unknown paths. */
export function* pathVariants(staticFiles) {
  const variant = (label, path, headers = {}) => ({ label, method: 'GET', path, headers });
  for (const file of staticFiles) {
    yield variant('static', file);
    yield variant('static HEAD', file);
    for (const range of ['bytes=0-0', 'bytes=999999-', 'bytes=5-1', 'bytes=-0', 'bytes=a-b', 'chars=1-2']) {
      yield variant(`static range ${range}`, file, { range });
    }
    yield variant('static if-match', file, { 'if-match': '"nope"' });
    yield variant('static if-unmodified-since', file, {
      'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT',
    });
    yield variant('static if-modified-since garbage', file, { 'if-modified-since': 'yesterday' });
    for (const suffix of ['/', '%00', '/..', '%2f..%2f..%2fpackage.json', '.map', '~']) {
      yield variant(`static ${suffix}`, `${file}${suffix}`);
    }
  }
  for (const path of [
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/package.json',
    '/%2e%2e/',
    '/..%5c..%5cpackage.json',
    '/.env',
    '/.git/config',
    '/%c0%ae%c0%ae/',
    '//evil.example/',
    '/\\evil.example/',
    `/${'a/'.repeat(2000)}`,
    `/${'b'.repeat(9000)}`,
    '/en/%ff/',
    '/ru/fantasies/%00/',
    '/api/v0/../../package.json',
    '/api/v0/%2e%2e/%2e%2e/package.json',
    '/api/docs/%2e%2e/%2e%2e/package.json',
    '/api/docs/static/..%2f..%2fpackage.json',
    '/sitemap.xml?%00',
    '/robots.txt/..',
    '*',
  ]) {
    yield variant(`path ${path.slice(0, 40)}`, path);
  }
}
