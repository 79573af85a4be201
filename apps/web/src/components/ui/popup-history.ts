import { createContext, useContext, useEffect, useEffectEvent } from 'react';

/**
 * Back closes the popup on top instead of leaving the page, as on every phone (issue 12).
 *
 * Each open popup owns one history entry, pushed when it opens and marked with its id; Back pops
 * that entry and the popup closes. A popup closed any other way (its button, Esc) takes its entry
 * back with `history.back()`, unless a navigation is under way or has already pushed a page over it:
 * then the entry is only unmarked, so the navigation is not undone. A popup that opens as another
 * closes (StrictMode's second mount, "Plan it" in the match reveal) reuses the closing one's entry.
 * One that opens while such a `history.back()` is still on its way (a second match right after
 * "Later") gets its entry once that Back has landed: pushed before, the Back would pop it instead.
 */

const MARKER = 'duetPopup';
type OpenPopup = { id: number; close: () => void };

const stack: OpenPopup[] = [];
let nextId = 1;
/** Entries of popups closed in this task, to be taken back together: the top one is `fromId`'s. */
let pendingBack: { timer: ReturnType<typeof setTimeout>; fromId: number; steps: number } | null = null;
/** Our own `history.go(-n)` not landed yet, and the popups waiting for it to push their entries. */
let ownBack: { timer: ReturnType<typeof setTimeout>; waiting: OpenPopup[] } | null = null;
/** A Back that never lands (its entry gone another way) must not leave popups without entries. */
const OWN_BACK_TIMEOUT_MS = 1000;
let isNavigating = () => false;

const markerOf = (state: unknown): number | undefined =>
  state && typeof state === 'object' ? (state as Record<string, number | undefined>)[MARKER] : undefined;

/** Listens to Back while a popup is open or one of our own Backs is on its way. */
function listenWhileNeeded() {
  if (stack.length > 0 || ownBack !== null) window.addEventListener('popstate', onPopState);
  else window.removeEventListener('popstate', onPopState);
}

function onPopState(event: PopStateEvent) {
  if (ownBack !== null) {
    landOwnBack();
    return;
  }
  const landedOn = markerOf(event.state);
  // Every popup above the entry Back landed on closes, the top one first.
  while (stack.length > 0 && stack.at(-1)!.id !== landedOn) stack.pop()!.close();
  listenWhileNeeded();
}

/** Our Back has landed: the popups opened meanwhile get their entries now, in order. */
function landOwnBack() {
  const { timer, waiting } = ownBack!;
  clearTimeout(timer);
  ownBack = null;
  for (const popup of waiting) {
    if (stack.includes(popup)) window.history.pushState(markCurrentEntry(popup.id), '');
  }
  listenWhileNeeded();
}

function markCurrentEntry(id: number | undefined) {
  const { [MARKER]: _previous, ...state } = (window.history.state ?? {}) as Record<string, unknown>;
  return id === undefined ? state : { ...state, [MARKER]: id };
}

function openPopup(close: () => void): OpenPopup {
  const popup = { id: nextId++, close };
  stack.push(popup);
  listenWhileNeeded();
  if (pendingBack !== null) {
    // The entry of a popup that just closed becomes this one's instead of being taken back.
    window.history.replaceState(markCurrentEntry(popup.id), '');
    pendingBack.fromId = popup.id;
    pendingBack.steps -= 1;
    if (pendingBack.steps === 0) {
      clearTimeout(pendingBack.timer);
      pendingBack = null;
    }
  } else if (ownBack !== null) {
    ownBack.waiting.push(popup);
  } else {
    window.history.pushState(markCurrentEntry(popup.id), '');
  }
  return popup;
}

function takeBackClosedEntries() {
  const { fromId, steps } = pendingBack!;
  pendingBack = null;
  if (markerOf(window.history.state) !== fromId) return; // a navigation already moved on
  if (isNavigating()) window.history.replaceState(markCurrentEntry(stack.at(-1)?.id), '');
  else {
    ownBack = { timer: setTimeout(landOwnBack, OWN_BACK_TIMEOUT_MS), waiting: [] };
    listenWhileNeeded();
    window.history.go(-steps);
  }
}

function closePopup(popup: OpenPopup) {
  const index = stack.indexOf(popup);
  if (index === -1) return; // Back closed it: its entry is already gone.
  stack.splice(index, 1);
  listenWhileNeeded();
  if (ownBack?.waiting.includes(popup)) return; // it never had an entry of its own
  if (pendingBack !== null) {
    // Popups close from the top down: this one's entry is right below those already going.
    pendingBack.steps += 1;
  } else if (markerOf(window.history.state) === popup.id) {
    pendingBack = { timer: setTimeout(takeBackClosedEntries, 0), fromId: popup.id, steps: 1 };
  }
}

/** The router tells whether a navigation is under way (closing must not undo it). */
export function setNavigationProbe(probe: () => boolean) {
  isNavigating = probe;
}

/** False under popups that are routes of their own (a fantasy's `preparation/`): Back already closes them. */
export const PopupHistoryContext = createContext(true);

/** While `open`, Back calls `close` instead of leaving the page. */
export function useCloseOnBack(open: boolean, close: () => void) {
  const isEnabled = useContext(PopupHistoryContext);
  const onBack = useEffectEvent(close);
  useEffect(() => {
    if (!open || !isEnabled) return;
    const popup = openPopup(() => onBack());
    return () => closePopup(popup);
  }, [open, isEnabled]);
}
