const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The `next` query parameter as a path on this site, or null. Anything else (`//evil.example`,
 * `https://…`, `javascript:`) is dropped, so the sign-in page cannot be used as an open redirect;
 * so is a control character, which a browser strips (`/\t/evil.example` is `//evil.example`).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || hasControlCharacter(value)) return null;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
