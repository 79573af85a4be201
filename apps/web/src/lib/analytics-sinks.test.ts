import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configuredSinks,
  forwardToSinks,
  googleTagManagerSink,
  vkPixelSink,
  yandexMetrikaSink,
} from './analytics-sinks.ts';

const loadScript = vi.hoisted(() => vi.fn((_src: string, _options?: unknown) => Promise.resolve()));
vi.mock('./load-script.ts', () => ({ loadScript }));

beforeEach(() => loadScript.mockClear());
afterEach(() => {
  delete window.dataLayer;
  delete window.ym;
  delete window.VK;
});

describe('third-party sinks', () => {
  it('are only those the server configured', () => {
    const none = { gtm_id: null, yandex_metrika_id: null, vk_pixel_id: null };
    expect(configuredSinks(none)).toEqual([]);
    expect(
      configuredSinks({ ...none, yandex_metrika_id: '123', vk_pixel_id: 'VK-1' }).map((sink) => sink.name),
    ).toEqual(['yandex_metrika', 'vk_pixel']);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('Google Tag Manager: loads gtm.js with the id and pushes events to the dataLayer', async () => {
    const sink = googleTagManagerSink('GTM-1');
    await sink.load();
    expect(loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtm.js?id=GTM-1', {
      anonymous: false,
    });
    sink.track('match', { fantasy: 3 });
    expect(window.dataLayer).toContainEqual({ event: 'match', fantasy: 3 });
  });

  it('Yandex Metrika: initialises the counter without session replay and reaches goals', async () => {
    const sink = yandexMetrikaSink('12345');
    await sink.load();
    expect(loadScript).toHaveBeenCalledWith('https://mc.yandex.ru/metrika/tag.js', { anonymous: false });
    sink.track('deepid_saved', { count: 3 });
    expect(window.ym?.a).toEqual([
      [12345, 'init', expect.objectContaining({ webvisor: false, clickmap: false })],
      [12345, 'reachGoal', 'deepid_saved', { count: 3 }],
    ]);
  });

  it('VK pixel: initialises, hits and sends named events', async () => {
    const retargeting = { Init: vi.fn(), Hit: vi.fn(), Event: vi.fn() };
    window.VK = { Retargeting: retargeting };
    const sink = vkPixelSink('VK-RTRG-1');
    await sink.load();
    expect(loadScript).toHaveBeenCalledWith('https://vk.com/js/api/openapi.js', { anonymous: false });
    expect(retargeting.Init).toHaveBeenCalledWith('VK-RTRG-1');
    expect(retargeting.Hit).toHaveBeenCalled();
    sink.track('invite_sent', {});
    expect(retargeting.Event).toHaveBeenCalledWith('invite_sent');
  });

  it('hold events until a sink has loaded, and skip a sink that failed', async () => {
    let finish!: () => void;
    const slow = {
      name: 'slow',
      load: () => new Promise<void>((resolve) => (finish = resolve)),
      track: vi.fn(),
    };
    const broken = { name: 'broken', load: () => Promise.reject(new Error('blocked')), track: vi.fn() };
    const forward = forwardToSinks([slow, broken]);
    forward('like', {});
    expect(slow.track).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(slow.track).toHaveBeenCalledWith('like', {}));
    forward('dislike', {});
    expect(slow.track).toHaveBeenLastCalledWith('dislike', {});
    expect(broken.track).not.toHaveBeenCalled();
  });
});
