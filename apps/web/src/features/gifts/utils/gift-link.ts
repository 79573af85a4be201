/** The certificate's shareable address: without a locale prefix, so it opens in the language of whoever follows it (ADR 0032). */
export function giftUrl(id: string, origin = window.location.origin): string {
  return `${origin}/gift/${encodeURIComponent(id)}/`;
}
