import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import '#locales/feed.ts';

type PreparationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Spec §2 preparation dummy popup: a header, a text and a close button. */
export function PreparationDialog({ open, onOpenChange }: PreparationDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('preparation.title')} size="compact">
      <p>{t('preparation.text')}</p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('preparation.close')}
        </Button>
      </div>
    </Dialog>
  );
}
