import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useDeepid } from '#features/deepid/api/get-deepid.ts';
import { DeepidGrid } from '#features/deepid/components/deepid-grid.tsx';
import { orderDeepid } from '#features/deepid/utils/order-deepid.ts';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { useFantasyStats } from '#features/matches/api/get-fantasy-stats.ts';
import { LikeBadge } from '#features/matches/components/like-badge.tsx';
import { useLikeStates } from '#features/matches/hooks/use-like-states.ts';
import { DEEPID_MAX } from '@duet/contracts/plain';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/matches.ts';
import { useFantasyLock } from './use-fantasy-lock.ts';

const DeepidDialog = lazy(() =>
  import('#features/deepid/components/deepid-dialog.tsx').then((module) => ({
    default: module.DeepidDialog,
  })),
);

/** `deepid/`: the 3×3 grid (chosen first, then by couples' matches) and its edit popup. */
export function DeepidTab() {
  const { t } = useTranslation(['matches', 'common']);
  const deepid = useDeepid();
  const fantasies = useFantasies();
  const stats = useFantasyStats();
  const isLocked = useFantasyLock();
  const stateOf = useLikeStates();
  const [isEditing, setIsEditing] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const ordered = useMemo(
    () => orderDeepid(fantasies.data ?? [], deepid.data ?? [], stats.data),
    [fantasies.data, deepid.data, stats.data],
  );

  if (deepid.isPending || fantasies.isPending) {
    return (
      <LoadingRegion className="deepid-grid" label={t('common:a11y.loading')}>
        {Array.from({ length: DEEPID_MAX }, (_, index) => (
          <Skeleton key={index} className="deepid-skeleton" />
        ))}
      </LoadingRegion>
    );
  }
  if (deepid.data === undefined) return <QueryErrorState title={t('deepid.error')} query={deepid} />;

  const chosen = new Set(deepid.data);
  return (
    <section className="deepid" aria-labelledby="deepid-title">
      <div className="deepid__head">
        <div>
          <h2 id="deepid-title" className="deepid__title">
            {t('deepid.title')}
          </h2>
          <p className="muted">{deepid.data.length > 0 ? t('deepid.lead') : t('deepid.popular')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => {
            setWasOpened(true);
            setIsEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
          {t('deepid.edit')}
        </Button>
      </div>
      <DeepidGrid items={ordered.slice(0, DEEPID_MAX)} chosen={chosen} />
      {wasOpened && (
        <Suspense fallback={null}>
          <DeepidDialog
            open={isEditing}
            onOpenChange={setIsEditing}
            fantasies={ordered}
            chosen={deepid.data}
            isLocked={isLocked}
            renderMark={(fantasy) => <LikeBadge state={stateOf(fantasy.id)} />}
          />
        </Suspense>
      )}
    </section>
  );
}
