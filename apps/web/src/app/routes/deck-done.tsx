import { useTranslation } from 'react-i18next';
import { Crown, PartyPopper } from 'lucide-react';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { useSession } from '#lib/session.ts';
import '#locales/feed.ts';

type DeckDoneProps = {
  hasPassed: boolean;
  /** Locked cards skipped in this visit (ADR 0028). */
  skippedCount: number;
  onShowAgain: () => void;
  onPremium: () => void;
};

/**
 * The deck's end: every card answered, passed or (locked) skipped. Passed and skipped cards can be
 * shown again; skipped ones are counted, with the way to open them.
 */
export function DeckDone({ hasPassed, skippedCount, onShowAgain, onPremium }: DeckDoneProps) {
  const { t } = useTranslation('feed');
  const { isAuthorized } = useSession();
  const text =
    skippedCount > 0
      ? t('deck.doneTextLocked', { count: skippedCount })
      : t(hasPassed ? 'deck.doneTextPassed' : 'deck.doneText');
  return (
    <EmptyState
      icon={<PartyPopper />}
      title={t('deck.doneTitle')}
      actions={
        <>
          {skippedCount > 0 && (
            <Button onClick={onPremium}>
              <Crown aria-hidden="true" />
              {t('deck.unlock')}
            </Button>
          )}
          {(hasPassed || skippedCount > 0) && (
            <Button variant={skippedCount > 0 ? 'secondary' : 'primary'} onClick={onShowAgain}>
              {t('deck.showPassed')}
            </Button>
          )}
          {isAuthorized && (
            <ButtonLink to="/matches/likes/" variant="secondary">
              {t('deck.toLikes')}
            </ButtonLink>
          )}
        </>
      }
    >
      <p>{text}</p>
    </EmptyState>
  );
}
