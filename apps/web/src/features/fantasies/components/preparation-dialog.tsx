import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { errorMessageKey } from '#lib/api-client.ts';
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
    return (
      <LoadingRegion className="preparation__tips" label={t('common:a11y.loading')}>
        <Skeleton height="1.125rem" />
        <Skeleton height="1.125rem" />
        <Skeleton width="60%" height="1.125rem" />
      </LoadingRegion>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="alert">
        <p>{t(`common:${errorMessageKey(query.error)}`)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          {t('common:error.retry')}
        </Button>
      </div>
    );
  }
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
