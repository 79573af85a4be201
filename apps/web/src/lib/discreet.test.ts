import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCREET_TITLE, discreetHeadIcons, LOCALES } from '@duet/contracts/plain';

/** The module keeps its state from storage at import: each test imports it afresh. */
const load = async () => {
  vi.resetModules();
  return import('./discreet.ts');
};

/** The head links a built page has, as the server sends them to a device not in discreet mode. */
const addDuetHead = () =>
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="icon" href="/favicon.svg" /><link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />' +
      '<link rel="manifest" href="/manifest.webmanifest" />',
  );
const headLinks = () =>
  ['icon', 'apple-touch-icon', 'manifest'].map((rel) =>
    document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href'),
  );

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'duet_discreet=; Max-Age=0; Path=/';
  delete document.documentElement.dataset.discreet;
  document.documentElement.lang = 'ru';
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('discreet mode', () => {
  it('swaps the tab icon while on and hides and shows Duet without a PIN', async () => {
    addDuetHead();
    const discreet = await load();
    expect(discreet.readDiscreet()).toEqual({ isOn: false, hasPin: false, isHidden: false });
    discreet.hideDuet();
    expect(discreet.readDiscreet().isHidden).toBe(false);

    discreet.setDiscreet(true);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe('/icons/neutral.svg');
    expect(document.documentElement.dataset.discreet).toBe('on');
    discreet.hideDuet();
    expect(discreet.readDiscreet().isHidden).toBe(true);
    expect(document.documentElement.dataset.discreet).toBe('hidden');
    expect(await discreet.revealDuet()).toBe(true);
    expect(discreet.readDiscreet().isHidden).toBe(false);

    discreet.setDiscreet(false);
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
    expect(document.documentElement.dataset.discreet).toBeUndefined();
    expect(localStorage.getItem('duet.discreet')).toBeNull();
  });

  it('keeps only a salted hash of the PIN and opens only for the right one', async () => {
    const discreet = await load();
    discreet.setDiscreet(true);
    await discreet.setDiscreetPin('2468');
    const stored = localStorage.getItem('duet.discreet')!;
    expect(stored).not.toContain('2468');
    expect(JSON.parse(stored)).toMatchObject({
      on: true,
      pin: { salt: expect.any(String), hash: expect.any(String) },
    });
    // Setting the PIN does not lock the page in front of the person.
    expect(discreet.readDiscreet()).toEqual({ isOn: true, hasPin: true, isHidden: false });

    discreet.hideDuet();
    expect(await discreet.revealDuet()).toBe(false);
    expect(await discreet.revealDuet('1357')).toBe(false);
    expect(discreet.readDiscreet().isHidden).toBe(true);
    expect(await discreet.revealDuet('2468')).toBe(true);
    expect(discreet.readDiscreet().isHidden).toBe(false);
  });

  it('names the home-screen icon and manifest neutrally too, and tells the server by a cookie', async () => {
    addDuetHead();
    document.documentElement.lang = 'en';
    const discreet = await load();
    expect(document.cookie).not.toContain('duet_discreet');
    discreet.setDiscreet(true);
    expect(headLinks()).toEqual([
      '/icons/neutral.svg',
      '/icons/neutral-apple-touch-icon-180.png',
      '/discreet-en.webmanifest',
    ]);
    expect(document.cookie).toContain('duet_discreet=1');
    discreet.setDiscreet(false);
    expect(headLinks()).toEqual(['/favicon.svg', '/icons/apple-touch-icon-180.png', '/manifest.webmanifest']);
    expect(document.cookie).not.toContain('duet_discreet');
  });

  it('puts Duet back on a page the server sent neutral once the mode is off, and mends a lost cookie', async () => {
    // The server saw the cookie; the mode was turned off since (in another tab): Duet's head again.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="icon" href="/icons/neutral.svg" /><link rel="apple-touch-icon" href="/icons/neutral-apple-touch-icon-180.png" />' +
        '<link rel="manifest" href="/discreet-ru.webmanifest" />',
    );
    document.cookie = 'duet_discreet=1; Path=/';
    await load();
    expect(headLinks()).toEqual(['/favicon.svg', '/icons/apple-touch-icon-180.png', '/manifest.webmanifest']);
    expect(document.cookie).not.toContain('duet_discreet');

    // On, but the cookie is gone (turned on before it existed, or cleared): written again at start.
    localStorage.setItem('duet.discreet', JSON.stringify({ on: true, pin: null }));
    await load();
    expect(document.cookie).toContain('duet_discreet=1');
    expect(headLinks()[2]).toBe('/discreet-ru.webmanifest');
  });

  it('asks for the PIN after hiding and in a new session only: not after a reload or a link', async () => {
    const first = await load();
    first.setDiscreet(true);
    await first.setDiscreetPin('2468');
    // A reload, or a link followed in the tab, keeps the tab's session: still open.
    expect((await load()).readDiscreet().isHidden).toBe(false);
    const again = await load();
    again.hideDuet();
    // Hidden, it stays hidden through a reload until the PIN is given.
    expect((await load()).readDiscreet().isHidden).toBe(true);
    expect(await (await load()).revealDuet('2468')).toBe(true);
    expect((await load()).readDiscreet().isHidden).toBe(false);
  });

  it('starts hidden in a new browser session when a PIN is set', async () => {
    const first = await load();
    first.setDiscreet(true);
    await first.setDiscreetPin('2468');
    expect((await load()).readDiscreet().isHidden).toBe(false);
    sessionStorage.clear();
    const fresh = await load();
    expect(fresh.readDiscreet()).toEqual({ isOn: true, hasPin: true, isHidden: true });
    expect(document.documentElement.dataset.discreet).toBe('hidden');
  });

  it('forgets the mode and the PIN on reset', async () => {
    const discreet = await load();
    discreet.setDiscreet(true);
    await discreet.setDiscreetPin('2468');
    discreet.hideDuet();
    discreet.resetDiscreet();
    expect(discreet.readDiscreet()).toEqual({ isOn: false, hasPin: false, isHidden: false });
    expect(localStorage.getItem('duet.discreet')).toBeNull();
  });

  it('agrees with theme.js, which names the page before the first paint', () => {
    const themeScript = readFileSync(join(process.cwd(), 'apps/web/public/theme.js'), 'utf8');
    localStorage.setItem('duet.discreet', JSON.stringify({ on: true, pin: null }));
    for (const locale of LOCALES) {
      addDuetHead();
      document.documentElement.lang = locale;
      runInNewContext(themeScript, { document, localStorage, sessionStorage });
      expect(document.title).toBe(DISCREET_TITLE[locale]);
      const { icon, appleTouchIcon } = discreetHeadIcons(locale);
      expect(headLinks().slice(0, 2)).toEqual([icon, appleTouchIcon]);
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });
});
