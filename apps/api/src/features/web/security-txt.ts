const DAY_MS = 86_400_000;
/** RFC 9116 asks for an expiry less than a year ahead; a served file is always half a year from today. */
const VALID_DAYS = 180;

/** `/.well-known/security.txt` (RFC 9116): whom to tell about a vulnerability, and in which languages. */
export function renderSecurityTxt(origin: string, contacts: readonly string[], now: Date): string {
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + VALID_DAYS * DAY_MS);
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: ru, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
