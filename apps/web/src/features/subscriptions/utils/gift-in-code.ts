import { GIFT_ID_PATTERN } from '@duet/contracts/plain';

/**
 * The gift id in what was typed into the activation code field, when it is a gift's link or could
 * be its bare id: people paste the link they were sent where a code goes. Null for anything else.
 */
export function giftIdIn(text: string): string | null {
  const trimmed = text.trim();
  const fromLink = /\/gift\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const candidate = fromLink === undefined ? trimmed : decodeURIComponent(fromLink);
  return GIFT_ID_PATTERN.test(candidate) ? candidate : null;
}
