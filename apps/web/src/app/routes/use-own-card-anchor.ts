import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ownCardElementId } from '#lib/own-cards.ts';

const HIGHLIGHT_MS = 2400;
const ANCHOR = /^#own-card-(\d+)$/;

/**
 * `/own-cards/#own-card-{id}` (a match, a date or a notice links there): once the list is on the
 * page, scroll to that card, move focus to it and mark it `data-highlighted` for a moment. The
 * router's own scrolling comes too early, before the cards have loaded.
 */
export function useOwnCardAnchor(isListShown: boolean): void {
  const { hash, key } = useLocation();

  // `key` too: following the same link again brings the card back into view.
  useEffect(() => {
    const match = ANCHOR.exec(hash);
    const element = isListShown && match ? document.getElementById(ownCardElementId(Number(match[1]))) : null;
    if (!element) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ behavior: isReduced ? 'auto' : 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
    element.dataset.highlighted = 'true';
    const timer = setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete element.dataset.highlighted;
    };
  }, [hash, key, isListShown]);
}
