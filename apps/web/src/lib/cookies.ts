let readCookieHeader: () => string = () => document.cookie;

/**
 * Where cookies are read from: `document.cookie` in the browser; on the server (entry-server.tsx)
 * the `Cookie` header of the request being rendered.
 */
export function setCookieSource(read: () => string): void {
  readCookieHeader = read;
}

/** Every cookie as one `name=value; …` string, as `document.cookie` gives it. */
export function readCookies(): string {
  return readCookieHeader();
}

/** Reads one cookie, decoded; null when absent. */
export function readCookie(name: string): string | null {
  for (const pair of readCookies().split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A first-party cookie for the whole site: SameSite=Lax, and Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
