/** The URL a mocked `fetch` was called with, whichever form the caller passed. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body a mocked `fetch` was sent; the app always sends bodies as strings. */
export function requestJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('Expected a JSON string body');
  return JSON.parse(init.body);
}
