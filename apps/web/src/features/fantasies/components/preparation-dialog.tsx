import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { InlineQueryError, TextSkeleton } from '#components/ui/query-error-state.tsx';
import type { ReactNode } from 'react';
import { useFantasy } from '../api/get-fantasy.ts';
import '#locales/feed.ts';
import './preparation-dialog.css';

type PreparationDialogProps = {
  fantasyId: number;
  /** Where premium is had, shown instead of the tips while the fantasy is locked. */
  premiumOffer: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function PreparationTips({ fantasyId, premiumOffer }: { fantasyId: number; premiumOffer: ReactNode }) {
  const { t } = useTranslation(['feed', 'common']);
  const query = useFantasy(fantasyId);
  if (query.isPending) {
    return <TextSkeleton className="preparation__tips" label={t('common:a11y.loading')} />;
  }
  if (query.data === undefined) return <InlineQueryError query={query} />;
  const tips = query.data.preparation;
  if (tips === null) {
    return (
      <>
        <p>{t('preparation.locked')}</p>
        {premiumOffer}
      </>
    );
  }
  return (
    <>
      <p className="muted">{t('preparation.intro')}</p>
      <ol className="preparation__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </>
  );
}

/** What to get ready for one fantasy: its own tips from the catalogue (withheld while it is locked). */
export function PreparationDialog({ fantasyId, premiumOffer, open, onOpenChange }: PreparationDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('preparation.title')} size="compact">
      <PreparationTips fantasyId={fantasyId} premiumOffer={premiumOffer} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('preparation.close')}
        </Button>
      </div>
    </Dialog>
  );
}
