// What the fuzzer puts where a request expects something else.

/** A small seeded generator (mulberry32), so that a run can be repeated with FUZZ_SEED. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

const nested = (depth, leaf) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

/** Values of every JSON type and edge, named for the report. */
export const BAD_VALUES = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['2^31-1', 2 ** 31 - 1],
  ['2^31', 2 ** 31],
  ['2^53+', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['empty string', ''],
  ['word', 'fuzz'],
  ['numeric string', '1'],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['control characters', '\u0001\u001f\u007f\t\r\n'],
  ['bidi override', '\u202Eevil'],
  ['emoji', '👩‍❤️‍👨🔥'],
  ['5 000 chars', 'x'.repeat(5000)],
  ['100 000 chars', 'y'.repeat(100_000)],
  ['date past 9999', '9999-12-31T23:59:59-14:00'],
  ['date year 0', '0000-01-01T00:00:00Z'],
  ['six-digit year', '+010000-01-01T00:00:00Z'],
  ['date without zone', '2030-01-01T00:00:00'],
  ['sql', "1' or '1'='1"],
  ['html', '<script>alert(1)</script>'],
  ['path traversal', '../../../../etc/passwd'],
  ['array', [1, 'a', null]],
  ['ids of 2^31', [2 ** 31, 2 ** 31 + 1]],
  ['empty object', {}],
  ['__proto__ key', JSON.parse('{"id":1,"__proto__":{"admin":true}}')],
  ['deep array', nested(2000, 1)],
];

/** `depth` objects or arrays inside each other as JSON text: JSON.stringify overflows past a few thousand. */
const deepText = (depth, open, close) => `${open.repeat(depth)}1${close.repeat(depth)}`;

/**
 * JSON values nested past what the API reads (32 levels) as raw text, to put where a value goes:
 * just past the limit, thousands deep (the depth that overflowed the stack writing an analytics
 * event, issue 32), objects and arrays taking turns, and brackets that are only inside a string.
 */
export const DEEP_OBJECTS = deepText(4500, '{"a":', '}');
export const DEEP_JSON = [
  ['33 arrays deep', deepText(33, '[', ']')],
  ['33 objects deep', deepText(33, '{"a":', '}')],
  ['4500 objects deep', DEEP_OBJECTS],
  ['4500 arrays deep', deepText(4500, '[', ']')],
  ['5000 objects and arrays deep', deepText(2500, '{"a":[', ']}')],
  ['brackets inside a string', JSON.stringify(`${'[{'.repeat(5000)}\\"`)],
];

/**
 * Whole bodies of every size around the limits (64 KiB by default, 1 MiB for analytics uploads):
 * just under and over each, big within the larger one (deep, wide, long), and far past both.
 */
export const LARGE_BODIES = [
  ['60 KB object', JSON.stringify({ text: 'x'.repeat(60_000) })],
  ['70 KB object', JSON.stringify({ text: 'x'.repeat(70_000) })],
  ['900 KB string field', JSON.stringify({ text: 'b'.repeat(900_000), api_key: 'k', events: [{}] })],
  ['1.1 MB string field', JSON.stringify({ text: 'b'.repeat(1_100_000) })],
  ['200 000-element array, 400 KB', `[${Array(200_000).fill(1).join(',')}]`],
  [
    '50 000 keys, 730 KB',
    JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
  ],
  ['100 000 objects deep, 600 KB', deepText(100_000, '{"a":', '}')],
  [
    'analytics event with 900 KB of user properties',
    JSON.stringify({
      api_key: 'k',
      events: [
        {
          event_type: 'like',
          device_id: 'fuzz',
          user_properties: Object.fromEntries(
            Array.from({ length: 900 }, (_, i) => [`p${i}`, 'v'.repeat(1000)]),
          ),
        },
      ],
    }),
  ],
  [
    'analytics event with user properties 4500 deep',
    `{"api_key":"k","events":[{"event_type":"like","device_id":"fuzz","user_properties":${DEEP_OBJECTS}}]}`,
  ],
  ['10 MB of spaces', ' '.repeat(10 * 1024 * 1024)],
];

/** Path segments and query values: written as they go on the wire, escapes and all. */
export const BAD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '9'.repeat(500),
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ff',
  '%',
  '%2e%2e',
  '..%2f..%2fpackage.json',
  '..%5c..%5cpackage.json',
  '%c0%ae%c0%ae',
  '%F0%9F%94%A5',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
];

/** Bodies that are not the JSON a route expects, as raw text. */
export const BAD_JSON = [
  '',
  '{',
  '[',
  '"',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[' + '['.repeat(100_000) + ']'.repeat(100_000) + ']',
  '1'.repeat(70_000),
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
];

export const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;',
  'application/vnd.api+json',
  'application/',
  '*/*',
];

export const CONTENT_ENCODINGS = [
  'gzip',
  'deflate',
  'br',
  'identity',
  'x-unknown',
  'gzip, gzip',
  'compress',
  '',
];

export const BAD_AUTHORIZATIONS = [
  'Bearer ',
  'Bearer not-a-token',
  `Bearer ${'t'.repeat(5000)}`,
  'Bearer %00',
  'Basic Zm9vOmJhcg==',
  'bearer',
  'Token abc',
];

export const ODD_HEADERS = [
  { 'accept-language': '*;q=foo, en;q=2, ru-RU-x-y-z' },
  { 'accept-language': 'x'.repeat(8000) },
  { 'x-request-id': '../../etc' },
  { 'x-forwarded-for': '1.2.3.4, not-an-ip' },
  { 'x-forwarded-proto': 'gopher' },
  { host: 'evil.example' },
  { cookie: 'token=%ff; locale=%00' },
  { cookie: `token=${'c'.repeat(4000)}` },
  { 'if-none-match': '"' + 'e'.repeat(2000) + '"' },
  { range: 'bytes=999999999-' },
  { accept: 'application/xml' },
];
