import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps its state from storage at import: each test imports it afresh. */
const load = async () => {
  vi.resetModules();
  return import('./discreet.ts');
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.discreet;
  document.head.querySelector('link[rel="icon"]')?.remove();
});

describe('discreet mode', () => {
  it('swaps the tab icon while on and hides and shows Duet without a PIN', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg" />');
    const discreet = await load();
    expect(discreet.readDiscreet()).toEqual({ isOn: false, hasPin: false, isHidden: false });
    discreet.hideDuet();
    expect(discreet.readDiscreet().isHidden).toBe(false);

    discreet.setDiscreet(true);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe(discreet.NEUTRAL_ICON);
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
});
