const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const SITE = 'https://duet.invalid';

/**
 * The `next` query parameter as a path on this site, or null. Anything else (`//evil.example`,
 * `https://…`, `javascript:`) is dropped, so neither the sign-in page nor the 18+ gate (in the
 * browser or its form post on the server) can be used as an open redirect. So is:
 * - a control character, which a browser strips (`/\t/evil.example` is `//evil.example`);
 * - a backslash, which a browser reads as a slash (`/\evil.example` is `//evil.example`);
 * - a path whose dot segments, resolved as a browser resolves them (`%2e` is a dot there), leave
 *   two slashes in front: `/..//evil.example/` and `/%2e%2e//evil.example/` are `//evil.example/`.
 * What is kept is the resolved form, the one a browser would go to.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.includes('\\') || hasControlCharacter(value)) return null;
  // Any origin serves as the base (the server renders without `window`): only staying on it matters.
  const url = new URL(value, SITE);
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
