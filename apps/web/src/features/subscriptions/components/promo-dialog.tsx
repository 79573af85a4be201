import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorText } from '#lib/error-text.ts';
import { PURCHASE_ERROR_TEXTS } from '../utils/purchase-error.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';

type PromoDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isPending: boolean;
  error: unknown;
};

/** Spec §2 fake payment popup: the deal of the day makes this purchase free. */
export function PromoDialog({ open, onClose, onConfirm, isPending, error }: PromoDialogProps) {
  const { t } = useTranslation(['premium', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('promo.title')}
      description={t('promo.text')}
      size="compact"
    >
      <div className="promo-dialog">
        <IconBubble className="promo-dialog__icon" tone="peach">
          <PartyPopper />
        </IconBubble>
        {error !== null && error !== undefined && (
          <FormAlert>{errorText(error, PURCHASE_ERROR_TEXTS)}</FormAlert>
        )}
        <Button onClick={onConfirm} disabled={isPending}>
          {t('promo.action')}
        </Button>
      </div>
    </Dialog>
  );
}
