import { useTranslation } from 'react-i18next';
import { ChevronsRight, Crown } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import '#locales/feed.ts';

type DeckLockedActionsProps = {
  title: string;
  onSkip: () => void;
  onPremium: () => void;
};

/**
 * What a locked card offers in the deck instead of answers (ADR 0028): premium, and a way on that
 * records nothing. Named after the fantasy, as the answer buttons are.
 */
export function DeckLockedActions({ title, onSkip, onPremium }: DeckLockedActionsProps) {
  const { t } = useTranslation('feed');
  return (
    <div className="deck__locked-actions">
      <Button variant="secondary" aria-label={t('deck.skipLabel', { title })} onClick={onSkip}>
        <ChevronsRight aria-hidden="true" />
        {t('deck.skip')}
      </Button>
      <Button onClick={onPremium}>
        <Crown aria-hidden="true" />
        {t('deck.unlock')}
      </Button>
    </div>
  );
}
