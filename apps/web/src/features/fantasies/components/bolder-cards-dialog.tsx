import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BolderCards } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import '#locales/feed.ts';
import { BolderCardsField } from './bolder-cards-field.tsx';
import './filters.css';

type BolderCardsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: BolderCards;
  onSave: (value: BolderCards) => void;
};

function BolderCardsForm({ value, onSave }: Pick<BolderCardsDialogProps, 'value' | 'onSave'>) {
  const { t } = useTranslation('feed');
  const [draft, setDraft] = useState(value);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }
  return (
    <form className="filters" onSubmit={onSubmit}>
      <BolderCardsField value={draft} onChange={setDraft} legendClassName="sr-only" />
      <div className="dialog-actions filters__actions filters__actions--end">
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}

/** "Show bolder cards" alone, from the line that says cards were set aside; "Apply" saves and closes. */
export function BolderCardsDialog({ open, onOpenChange, value, onSave }: BolderCardsDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('bolder.title')} size="compact">
      <BolderCardsForm
        value={value}
        onSave={(next) => {
          onSave(next);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
