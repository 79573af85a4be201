import { GIFT_ID_PATTERN } from '@duet/contracts/plain';

/** A gift's link, anywhere in the text, and the id after `/gift/` (possibly empty or cut short). */
const GIFT_LINK = /\/gift\/([^/?#\s]*)/;

/** Whether what was typed into the activation code field is (or holds) a gift's link, broken or not. */
export function isGiftLink(text: string): boolean {
  return GIFT_LINK.test(text);
}

/**
 * The gift id in what was typed into the activation code field, when it is a gift's link or could
 * be its bare id: people paste the link they were sent where a code goes. Null for anything else.
 */
export function giftIdIn(text: string): string | null {
  const trimmed = text.trim();
  const fromLink = GIFT_LINK.exec(trimmed)?.[1];
  const candidate = fromLink === undefined ? trimmed : decodeURIComponent(fromLink);
  return GIFT_ID_PATTERN.test(candidate) ? candidate : null;
}
