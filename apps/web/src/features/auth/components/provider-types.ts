import type { Locale } from '@duet/contracts';

export type Provider = 'apple' | 'google' | 'yandex' | 'vk' | 'dev';

/** What every provider button gets: the credential goes up, failures are reported without detail. */
export type ProviderButtonProps = {
  locale: Locale;
  onError: () => void;
};

/** A random URL-safe string (VK `state` and PKCE `code_verifier`; spec §9: 48 characters). */
export function randomToken(length = 48): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
