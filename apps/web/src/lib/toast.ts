import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { reserveToastSpace } from './toast-space.ts';

type Sonner = typeof SonnerModule;

let sonnerModule: Promise<Sonner> | undefined;
let isNeeded = false;
const listeners = new Set<() => void>();

/** Sonner loads with the first toast rather than with the first page, to keep first-load JS small. */
export function loadSonner(): Promise<Sonner> {
  sonnerModule ??= import('sonner');
  return sonnerModule;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for; the Toaster mounts then and replays the toasts already queued. */
export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isNeeded,
    () => false,
  );
}

function mountToaster(): void {
  if (isNeeded) return;
  isNeeded = true;
  reserveToastSpace();
  listeners.forEach((listener) => listener());
}

/** A button in a toast: "Undo", "Try again". */
export type ToastAction = { label: string; onClick: () => void };

export function showErrorToast(title: string, description?: string, action?: ToastAction): void {
  mountToaster();
  void loadSonner().then(({ toast }) => toast.error(title, { description, action }));
}

/** News that is neither a success nor a failure of what the person did. */
export function showInfoToast(title: string, description?: string): void {
  mountToaster();
  void loadSonner().then(({ toast }) => toast.info(title, { description }));
}

export function showSuccessToast(title: string, description?: string): void {
  mountToaster();
  void loadSonner().then(({ toast }) => toast.success(title, { description }));
}

/**
 * A done action that can be taken back for as long as the toast shows. Toasts given the same `id`
 * replace one another: only the latest action is offered, e.g. the deck's last answer.
 */
export function showUndoToast(title: string, undo: ToastAction, { id }: { id?: string } = {}): void {
  mountToaster();
  void loadSonner().then(({ toast }) => toast(title, { id, action: undo, duration: UNDO_TOAST_MS }));
}

/** Long enough to notice the toast and reach its button on a phone. */
const UNDO_TOAST_MS = 8000;
