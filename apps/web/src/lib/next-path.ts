/**
 * The `next` query parameter, if it is a path on this site. Anything else (`//evil.example`,
 * `https://…`, `javascript:`) is dropped, so the sign-in page cannot be used as an open redirect.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
