import { useSyncExternalStore } from 'react';
import {
  DISCREET_COOKIE,
  DISCREET_COOKIE_MAX_AGE_SECONDS,
  DISCREET_COOKIE_VALUE,
  discreetHeadIcons,
  DUET_HEAD_ICONS,
  LOCALES,
} from '@duet/contracts/plain';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { readStoredJson, readStored, writeStored } from './safe-storage.ts';

/*
 * Discreet mode, chosen on this device (ADR 0023): a neutral tab title, icons and manifest, no
 * fantasy titles in notifications, toasts or the title, a quick hide to a neutral page, and an
 * optional PIN that this device asks for to show Duet again. public/theme.js reads the same key
 * before the first paint, so a reload never shows "Duet" in the tab, nor a locked page's content;
 * the `duet_discreet` cookie lets the server send every page neutral from its first byte.
 */

const SETTINGS_KEY = 'duet.discreet';
// Per browser session: with a PIN, Duet is locked after hiding and in every new session, and
// only then. sessionStorage outlives reloads and links followed in the tab, not the tab itself.
const UNLOCKED_KEY = 'duet.discreet.unlocked';
const PIN_ITERATIONS = 150_000;

type StoredPin = { salt: string; hash: string };
type Settings = { on: boolean; pin: StoredPin | null };
export type DiscreetState = { isOn: boolean; hasPin: boolean; isHidden: boolean };

const OFF: Settings = { on: false, pin: null };

function readSettings(): Settings {
  const stored = readStoredJson('localStorage', SETTINGS_KEY) as Partial<Settings> | null;
  if (!stored || stored.on !== true) return OFF;
  const pin = stored.pin;
  const isPin = typeof pin?.salt === 'string' && typeof pin.hash === 'string';
  return { on: true, pin: isPin ? pin : null };
}

let settings: Settings = typeof window === 'undefined' ? OFF : readSettings();
let isHidden = settings.pin !== null && readStored('sessionStorage', UNLOCKED_KEY) !== '1';
let snapshot: DiscreetState = toState();
const listeners = new Set<() => void>();

function toState(): DiscreetState {
  return { isOn: settings.on, hasPin: settings.pin !== null, isHidden: settings.on && isHidden };
}

function setLink(rel: string, href: string) {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * What the page shows follows the state: `data-discreet` on `<html>` (styles, tests), the icons and
 * the manifest; and the cookie the server reads follows it too, written again at each start.
 */
function apply() {
  snapshot = toState();
  const root = document.documentElement;
  if (!snapshot.isOn) delete root.dataset.discreet;
  else root.dataset.discreet = snapshot.isHidden ? 'hidden' : 'on';
  const locale = LOCALES.find((candidate) => candidate === root.lang) ?? 'ru';
  const icons = snapshot.isOn ? discreetHeadIcons(locale) : DUET_HEAD_ICONS;
  setLink('icon', icons.icon);
  setLink('apple-touch-icon', icons.appleTouchIcon);
  setLink('manifest', icons.manifest);
  if (snapshot.isOn) writeCookie(DISCREET_COOKIE, DISCREET_COOKIE_VALUE, DISCREET_COOKIE_MAX_AGE_SECONDS);
  else if (readCookie(DISCREET_COOKIE) !== null) deleteCookie(DISCREET_COOKIE);
  listeners.forEach((listener) => listener());
}

function save(next: Settings) {
  settings = next;
  writeStored('localStorage', SETTINGS_KEY, next.on ? JSON.stringify(next) : null);
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: DiscreetState = { isOn: false, hasPin: false, isHidden: false };

export function useDiscreet(): DiscreetState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_STATE,
  );
}

/** The current state outside React (toasts written from mutation callbacks). */
export const readDiscreet = (): DiscreetState => snapshot;

/** Turns discreet mode on (keeping a PIN set before) or off (forgetting the PIN too). */
export function setDiscreet(on: boolean): void {
  if (!on) {
    resetDiscreet();
    return;
  }
  save({ on: true, pin: settings.pin });
}

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

async function derive(pin: string, saltHex: string): Promise<string> {
  const salt = new Uint8Array(saltHex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PIN_ITERATIONS },
    key,
    256,
  );
  return toHex(bits);
}

/** Sets (or, with null, removes) the PIN this device asks for; only its salted PBKDF2 hash is kept. */
export async function setDiscreetPin(pin: string | null): Promise<void> {
  if (pin === null) {
    save({ on: settings.on, pin: null });
    return;
  }
  const salt = toHex(crypto.getRandomValues(new Uint8Array(16)));
  save({ on: true, pin: { salt, hash: await derive(pin, salt) } });
  // Setting it is not a reason to lock the page the person is looking at.
  writeStored('sessionStorage', UNLOCKED_KEY, '1');
}

/** Covers Duet with the neutral page at once. */
export function hideDuet(): void {
  if (!settings.on) return;
  isHidden = true;
  writeStored('sessionStorage', UNLOCKED_KEY, null);
  apply();
}

/** Shows Duet again: at once without a PIN, else only for the right one. Answers whether it did. */
export async function revealDuet(pin?: string): Promise<boolean> {
  if (settings.pin) {
    if (pin === undefined || (await derive(pin, settings.pin.salt)) !== settings.pin.hash) return false;
    writeStored('sessionStorage', UNLOCKED_KEY, '1');
  }
  isHidden = false;
  apply();
  return true;
}

/** Forgets discreet mode and its PIN on this device (turning it off, or after a forgotten PIN). */
export function resetDiscreet(): void {
  isHidden = false;
  writeStored('sessionStorage', UNLOCKED_KEY, null);
  save(OFF);
}

if (typeof window !== 'undefined') apply();
