import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page (so both render the
 * same HTML), true from the first render after that and for anything rendered in the browser
 * alone: whether a control's handlers are attached yet (ADR 0031).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
