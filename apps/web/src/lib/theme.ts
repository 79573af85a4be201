import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './safe-storage.ts';

/** The device's choice: follow the system, or always light, or always dark (design.md). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

// public/theme.js reads the same key before the first paint.
const STORAGE_KEY = 'duet.theme';
const listeners = new Set<() => void>();

const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

export function readTheme(): Theme {
  const stored = readStored('localStorage', STORAGE_KEY);
  return isTheme(stored) ? stored : 'system';
}

/** Remembers the choice on this device and applies it at once: tokens.css reads `data-theme`. */
export function setTheme(theme: Theme): void {
  // If storage refuses, the choice lasts for this page only.
  writeStored('localStorage', STORAGE_KEY, theme === 'system' ? null : theme);
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'system');
}
