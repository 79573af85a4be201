import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown beside the title but outside the dialog's name, e.g. a liked / matched badge. */
  titleAddon?: ReactNode;
  description?: string;
  /**
   * `sheet` (default) fills the phone screen; `compact` (confirmations, short offers) rises from the
   * bottom; `reveal` fills every screen, centred, for a moment worth the whole screen (a match).
   */
  size?: 'sheet' | 'compact' | 'reveal';
  children: ReactNode;
};

/** The modal itself, loaded by `Dialog` (dialog.tsx) when it first opens. */
export function RadixModal({
  open,
  onOpenChange,
  title,
  titleAddon,
  description,
  size = 'sheet',
  children,
}: DialogProps) {
  const { t } = useTranslation();
  // Radix only returns focus to its own Trigger; dialogs opened from any button return focus there too.
  const opener = useRef<HTMLElement | null>(null);
  // A dialog that opened by itself (nothing had focus), or whose opener is gone by the time it
  // closes (a note that its own choice made unneeded), hands focus back to the page's main content.
  function onOpenAutoFocus() {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  function onCloseAutoFocus(event: Event) {
    const target = opener.current?.isConnected ? opener.current : document.querySelector('main');
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog__content dialog__content--${size}`}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            {titleAddon ? (
              <div className="dialog__heading">
                <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
                {titleAddon}
              </div>
            ) : (
              <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            )}
            <RadixDialog.Close className="dialog__close" aria-label={t('dialog.close')}>
              <X aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          )}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
