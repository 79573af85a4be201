import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BolderCards } from '@duet/contracts/plain';
import { useHydrated } from '#hooks/use-hydrated.ts';
import '#locales/feed.ts';

// Radix and the popup load when someone asks to change the setting.
const BolderCardsDialog = lazy(() =>
  import('#features/fantasies/components/bolder-cards-dialog.tsx').then((module) => ({
    default: module.BolderCardsDialog,
  })),
);

type BolderCardsNoteProps = {
  /** How many cards the setting set aside here; the note shows only when some were. */
  hidden: number;
  value: BolderCards;
  onSave: (value: BolderCards) => void;
};

/** A quiet line saying that "show bolder cards" set some cards aside, with a way to change it. */
export function BolderCardsNote({ hidden, value, onSave }: BolderCardsNoteProps) {
  const { t } = useTranslation('feed');
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const hydrated = useHydrated();
  if (hidden === 0 && !wasOpened) return null;
  return (
    <>
      {hidden > 0 && (
        <p className="bolder-note">
          {t('bolder.hidden', { count: hidden })}{' '}
          <button
            type="button"
            disabled={!hydrated}
            className="bolder-note__change"
            aria-haspopup="dialog"
            onClick={() => {
              setWasOpened(true);
              setIsOpen(true);
            }}
          >
            {t('bolder.change')}
          </button>
        </p>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <BolderCardsDialog open={isOpen} onOpenChange={setIsOpen} value={value} onSave={onSave} />
        </Suspense>
      )}
    </>
  );
}
