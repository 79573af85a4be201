import { useSyncExternalStore } from 'react';
import { DIFFICULTIES, FANTASY_SORTINGS } from '@duet/contracts/plain';
import type { FantasyFilters } from '@duet/contracts';
import { readStored, writeStored } from '#lib/safe-storage.ts';
import { useSession } from '#lib/session.ts';
import { useFilters } from '../api/get-filters.ts';
import { useSaveFilters } from '../api/save-filters.ts';
import { DEFAULT_FILTERS } from '../utils/feed-order.ts';

/** A visitor's filters last for the browser tab (sessionStorage), like the rest of a visit. */
const STORAGE_KEY = 'duet.feed-filters';
const listeners = new Set<() => void>();
let cache: { raw: string | null; filters: FantasyFilters } = { raw: null, filters: DEFAULT_FILTERS };

/** Filters stored before collections existed have no `collection`: they read as "all collections". */
function isFilters(
  value: unknown,
): value is Omit<FantasyFilters, 'collection'> & { collection?: number | null } {
  if (typeof value !== 'object' || value === null) return false;
  const { difficulty, sorting, tags, collection } = value as Record<string, unknown>;
  return (
    (difficulty === null || DIFFICULTIES.some((item) => item === difficulty)) &&
    FANTASY_SORTINGS.some((item) => item === sorting) &&
    Array.isArray(tags) &&
    tags.every((tag) => Number.isInteger(tag)) &&
    (collection === undefined || collection === null || Number.isInteger(collection))
  );
}

const readRaw = () => readStored('sessionStorage', STORAGE_KEY);

function readVisitorFilters(): FantasyFilters {
  const raw = readRaw();
  if (raw === cache.raw) return cache.filters;
  let filters = DEFAULT_FILTERS;
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (isFilters(value)) filters = { ...value, collection: value.collection ?? null };
  } catch {
    // A damaged value is as good as none.
  }
  cache = { raw, filters };
  return filters;
}

function writeVisitorFilters(filters: FantasyFilters): void {
  // Storage refused (private mode, quota): keep the filters for this page only.
  if (!writeStored('sessionStorage', STORAGE_KEY, JSON.stringify(filters)))
    cache = { raw: readRaw(), filters };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type FeedFilters = {
  /** Undefined while the signed-in user's filters load. */
  filters: FantasyFilters | undefined;
  save: (filters: FantasyFilters) => void;
};

/** The feed filters: on the server for a signed-in user, in this tab for a visitor. */
export function useFeedFilters(): FeedFilters {
  const { isAuthorized } = useSession();
  const server = useFilters();
  const { mutate } = useSaveFilters();
  const visitor = useSyncExternalStore(subscribe, readVisitorFilters, () => DEFAULT_FILTERS);
  if (!isAuthorized) return { filters: visitor, save: writeVisitorFilters };
  // Filters that fail to load must not hide the feed: show it unfiltered.
  return { filters: server.data ?? (server.isError ? DEFAULT_FILTERS : undefined), save: mutate };
}
