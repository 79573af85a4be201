import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onAdded` with the one id new in `ids` since the list was last read: by the reader's own
 * answer or, through the live stream, the partner's. The first read, and several new at once (a new
 * partner brings all the couple's), are not "just now".
 */
export function useOnAdded(ids: readonly number[] | undefined, onAdded: (id: number) => void): void {
  const known = useRef<ReadonlySet<number> | null>(null);
  const announce = useEffectEvent(onAdded);
  useEffect(() => {
    if (!ids) return;
    const before = known.current;
    known.current = new Set(ids);
    if (!before) return;
    const added = ids.filter((id) => !before.has(id));
    if (added.length === 1) announce(added[0]!);
  }, [ids]);
}
