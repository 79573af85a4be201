/** The certificate's shareable address: without a locale prefix, so it opens in Russian by default. */
export function giftUrl(id: string, origin = window.location.origin): string {
  return `${origin}/gift/${encodeURIComponent(id)}/`;
}
