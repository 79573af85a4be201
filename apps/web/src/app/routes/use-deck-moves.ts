import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fantasy } from '@duet/contracts';
import { showUndoToast } from '#lib/toast.ts';
import '#locales/feed.ts';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';
import type { DeckSkips } from './use-deck-skips.ts';

export type DeckMove = 'like' | 'maybe' | 'pass' | 'skip';

/** One toast for the deck: each move replaces the last one's, so only the latest is undone. */
const UNDO_TOAST_ID = 'deck-undo';

/**
 * The deck's four moves, each followed by an Undo toast (ADR 0028). A card is in the deck only
 * while it has no answer (neither liked, maybe'd nor passed), so undoing is the move's inverse:
 * a like is disliked, a maybe and a pass are taken back, a skip forgotten. The undone card goes
 * back on top (`restoredId`). The toast names no fantasy, as discreet mode asks of every toast.
 */
export function useDeckMoves(answers: FantasyAnswers, skips: DeckSkips) {
  const { t } = useTranslation('feed');
  const [restoredId, setRestoredId] = useState<number | null>(null);
  const { like, maybe, pass, unlike, unmaybe, unpass } = answers;
  const { skip, unskip } = skips;

  const offerUndo = useCallback(
    (fantasy: Fantasy, move: DeckMove, undo: (fantasy: Fantasy) => void) =>
      showUndoToast(
        t(`deck.moved.${move}`),
        {
          label: t('deck.undo'),
          onClick: () => {
            undo(fantasy);
            setRestoredId(fantasy.id);
          },
        },
        { id: UNDO_TOAST_ID },
      ),
    [t],
  );

  return useMemo(
    () => ({
      restoredId,
      // A visitor's like or maybe asks to sign in first, and a locked one invites to premium: then
      // nothing was answered, and there is nothing to undo.
      like: (fantasy: Fantasy) => {
        if (like(fantasy)) offerUndo(fantasy, 'like', unlike);
      },
      maybe: (fantasy: Fantasy) => {
        if (maybe(fantasy)) offerUndo(fantasy, 'maybe', unmaybe);
      },
      pass: (fantasy: Fantasy) => {
        pass(fantasy);
        offerUndo(fantasy, 'pass', unpass);
      },
      skip: (fantasy: Fantasy) => {
        skip(fantasy.id);
        offerUndo(fantasy, 'skip', ({ id }) => unskip(id));
      },
    }),
    [restoredId, like, maybe, pass, unlike, unmaybe, unpass, skip, unskip, offerUndo],
  );
}
