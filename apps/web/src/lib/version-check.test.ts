import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { fetchDeployedBuildId, startVersionCheck, type VersionCheck } from './version-check.ts';

const HOUR = 60 * 60 * 1000;

/** Like the app's routes: every page has a (guard) loader, so a navigation goes through `loading`. */
function memoryRouter({ loaders = true } = {}) {
  const loader = loaders ? () => null : undefined;
  return createMemoryRouter(
    [
      { path: '/', element: null, loader },
      { path: '/matches/', element: null, loader },
    ],
    { initialEntries: ['/'] },
  );
}

let running: VersionCheck | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchDeployedBuildId', () => {
  it('asks /version.json past every cache and reads build_id', async () => {
    const fetchMock = vi.fn(async () => Response.json({ build_id: 'b2' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDeployedBuildId()).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers null when offline, on an error status or without an id', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(fetchDeployedBuildId()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(fetchDeployedBuildId()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ build_id: null })),
    );
    await expect(fetchDeployedBuildId()).resolves.toBeNull();
  });
});

describe('startVersionCheck', () => {
  it('checks every 60 minutes and marks an update pending when the build differs', async () => {
    const fetchVersion = vi.fn(async () => 'b1');
    const onUpdateFound = vi.fn();
    running = startVersionCheck({ buildId: 'b1', router: memoryRouter(), fetchVersion, onUpdateFound });
    expect(fetchVersion).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(running.isUpdatePending()).toBe(false);

    fetchVersion.mockResolvedValue('b2');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(running.isUpdatePending()).toBe(true);
    expect(onUpdateFound).toHaveBeenCalledTimes(1);
  });

  it('checks when the window regains focus or the tab becomes visible', async () => {
    const fetchVersion = vi.fn(async () => 'b2');
    running = startVersionCheck({ buildId: 'b1', router: memoryRouter(), fetchVersion });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(running.isUpdatePending()).toBe(true);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('ignores a failed check: an unknown deployed build is no reason to reload', async () => {
    const fetchVersion = vi.fn(async () => null);
    running = startVersionCheck({ buildId: 'b1', router: memoryRouter(), fetchVersion });
    await running.check();
    expect(running.isUpdatePending()).toBe(false);
  });

  it('turns the next navigation into a full load of its target, once', async () => {
    const router = memoryRouter();
    const assign = vi.fn();
    const fetchVersion = vi.fn(async () => 'b1');
    running = startVersionCheck({ buildId: 'b1', router, fetchVersion, assign });

    await router.navigate('/matches/');
    expect(assign).not.toHaveBeenCalled();

    fetchVersion.mockResolvedValue('b2');
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    await router.navigate('/?tab=2#top');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/?tab=2#top');
    await router.navigate('/matches/');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('also catches a navigation that commits without loading anything', async () => {
    const router = memoryRouter({ loaders: false });
    const assign = vi.fn();
    running = startVersionCheck({ buildId: 'b1', router, fetchVersion: async () => 'b2', assign });
    await running.check();
    await router.navigate('/matches/');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/matches/');
  });

  it('lets a newly activated service worker mark the update too', async () => {
    const router = memoryRouter();
    const assign = vi.fn();
    running = startVersionCheck({ buildId: 'b1', router, fetchVersion: async () => 'b1', assign });
    running.markUpdatePending();
    await router.navigate('/matches/');
    expect(assign).toHaveBeenCalledWith('/matches/');
  });

  it('stops listening when stopped', async () => {
    const fetchVersion = vi.fn(async () => 'b2');
    const check = startVersionCheck({ buildId: 'b1', router: memoryRouter(), fetchVersion });
    check.stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchVersion).not.toHaveBeenCalled();
  });
});
