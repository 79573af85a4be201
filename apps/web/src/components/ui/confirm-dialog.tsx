import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  alert?: ReactNode;
  /** What more the person should know or do before confirming (a list, a field). */
  children?: ReactNode;
  /** Keeps the action disabled, e.g. until a confirmation is typed. */
  isConfirmDisabled?: boolean;
};

/** Asks before a destructive action: Cancel, or the action itself in the danger colour. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  isPending,
  alert,
  children,
  isConfirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="compact">
      {children}
      {alert}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isPending || isConfirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
