import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query listens to the browser's online/offline events, but starts out assuming it is
 * online. Start from `navigator.onLine` instead, so a tab opened offline (the service worker served
 * the shell) pauses its queries, and refetches them when the network is back.
 */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
    onlineManager.setOnline(navigator.onLine);
  }
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** True while the browser reports a network; re-renders when that changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
