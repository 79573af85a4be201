import { useSyncExternalStore } from 'react';
import { BOLDER_CARDS, DEFAULT_BOLDER_CARDS, type BolderCards } from '@duet/contracts/plain';
import { readStored, writeStored } from '#lib/safe-storage.ts';
import { useSession } from '#lib/session.ts';
import { useCardIntensity } from '../api/get-card-intensity.ts';
import { useSaveCardIntensity } from '../api/save-card-intensity.ts';

/**
 * A visitor's choice stays on this device (localStorage): it is about what they are comfortable
 * seeing, which does not change with the browser tab as the filters do.
 */
const STORAGE_KEY = 'duet.bolder-cards';
const listeners = new Set<() => void>();
/** The choice for this page when the browser refuses storage. */
let unstored: BolderCards | null = null;

const isBolderCards = (value: unknown): value is BolderCards => BOLDER_CARDS.some((item) => item === value);

function readVisitorChoice(): BolderCards {
  const stored = readStored('localStorage', STORAGE_KEY);
  if (isBolderCards(stored)) return stored;
  return unstored ?? DEFAULT_BOLDER_CARDS;
}

function writeVisitorChoice(value: BolderCards): void {
  unstored = writeStored('localStorage', STORAGE_KEY, value) ? null : value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same visitor changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type BolderCardsSetting = {
  /** Undefined while the signed-in person's setting loads. */
  value: BolderCards | undefined;
  save: (value: BolderCards) => void;
};

/**
 * "Show bolder cards" (ADR 0029): on the server for a signed-in person, on this device for a
 * visitor. A setting that fails to load reads as `off`: it is a comfort boundary, so it fails
 * closed — the feed shows gentle cards and its note says the others are set aside — rather than
 * showing bold cards to someone who chose not to see them, or hiding the feed behind an error.
 */
export function useBolderCards(): BolderCardsSetting {
  const { isAuthorized } = useSession();
  const server = useCardIntensity();
  const { mutate } = useSaveCardIntensity();
  const visitor = useSyncExternalStore(subscribe, readVisitorChoice, () => DEFAULT_BOLDER_CARDS);
  if (!isAuthorized) return { value: visitor, save: writeVisitorChoice };
  return {
    value: server.data?.bolder_cards ?? (server.isError ? 'off' : undefined),
    save: (value) => mutate({ bolder_cards: value }),
  };
}
