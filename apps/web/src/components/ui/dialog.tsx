import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { useCloseOnBack } from './popup-history.ts';
import type { DialogProps } from './radix-dialog.tsx';
import './dialog-actions.css';

// Radix (some 13 KB gzip) loads when a dialog first opens: no page opens one before it is
// interactive, so it stays out of every page's first load (issue 33).
const RadixModal = lazy(() =>
  import('./radix-dialog.tsx').then((module) => ({ default: module.RadixModal })),
);

/** A modal over Radix: focus trapped, Esc, Back and the close button dismiss it, a sheet on mobile. */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange } = props;
  useCloseOnBack(open, () => onOpenChange(false));
  // Once opened it stays mounted, so that closing plays its way out as before.
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  // Radix's portal renders nothing on the server nor while hydrating; nor does this.
  const isHydrated = useHydrated();
  if (!hasOpened || !isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  );
}
