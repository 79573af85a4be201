import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fantasy, LikeState } from '@duet/contracts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { showUndoToast } from '#lib/toast.ts';
import '#locales/matches.ts';
import { useLikeFantasy } from '../api/like-fantasy.ts';

type Liked = Pick<Fantasy, 'id' | 'title'>;

/**
 * Taking a like back is its own, explicit action: a match asks first (it disappears for both
 * partners), and either can be undone from the toast. `dialog` must be rendered by the page.
 */
export function useRemoveLike() {
  const { t } = useTranslation('matches');
  const { mutate } = useLikeFantasy();
  const [asked, setAsked] = useState<Liked | null>(null);

  const remove = useCallback(
    (fantasy: Liked, wasMatch: boolean) => {
      mutate({ fantasy, action: 'dislike' });
      showUndoToast(t(wasMatch ? 'remove.matchRemoved' : 'remove.likeRemoved'), {
        label: t('remove.undo'),
        onClick: () => mutate({ fantasy, action: 'like', isUndo: true }),
      });
    },
    [mutate, t],
  );

  const request = useCallback(
    (fantasy: Liked, state: LikeState) => {
      if (state === 'match') setAsked(fantasy);
      else if (state === 'like') remove(fantasy, false);
    },
    [remove],
  );

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => !open && setAsked(null)}
      title={t('remove.confirmTitle')}
      description={t('remove.confirmText', { title: asked?.title ?? '' })}
      cancelLabel={t('remove.cancel')}
      confirmLabel={t('remove.confirm')}
      onConfirm={() => {
        if (asked) remove(asked, true);
        setAsked(null);
      }}
      isPending={false}
    />
  );
  return { request, dialog };
}
