import type { AnalyticsEventName, ClientSettings } from '@duet/contracts';
import { loadScript } from './load-script.ts';

type Properties = Record<string, unknown>;

/**
 * A third-party counter that receives Duet's product events. Loaded only when the server configures
 * it (client settings) and the visitor allowed third parties; see analytics.ts. The scripts load
 * without `crossorigin`: these hosts are not known to answer CORS, and their errors are not Duet's.
 */
export interface AnalyticsSink {
  readonly name: string;
  load(): Promise<void>;
  track(name: AnalyticsEventName, properties: Properties): void;
}

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const YANDEX_METRIKA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';
export const VK_OPENAPI_SCRIPT_URL = 'https://vk.com/js/api/openapi.js';

type YandexMetrika = ((id: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};
type VkOpenApi = { Retargeting?: { Init(id: string): void; Hit(): void; Event(name: string): void } };

declare global {
  interface Window {
    dataLayer?: unknown[];
    ym?: YandexMetrika;
    VK?: VkOpenApi;
  }
}

/** Google Tag Manager: events become `dataLayer` pushes named after the event. */
export function googleTagManagerSink(id: string): AnalyticsSink {
  return {
    name: 'gtm',
    load: () => {
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return loadScript(`${GTM_SCRIPT_URL}?id=${encodeURIComponent(id)}`, { anonymous: false });
    },
    track: (name, properties) => {
      window.dataLayer?.push({ event: name, ...properties });
    },
  };
}

/**
 * Yandex Metrika: events are goals. Session replay (webvisor) and click maps stay off: they would
 * record what is on screen, fantasies included.
 */
export function yandexMetrikaSink(id: string): AnalyticsSink {
  const counter = Number(id);
  return {
    name: 'yandex_metrika',
    load: async () => {
      // Metrika's own stub: calls made before tag.js arrives wait in `ym.a`.
      if (!window.ym) {
        const stub: YandexMetrika = (...args) => {
          (stub.a ??= []).push(args);
        };
        stub.l = Date.now();
        window.ym = stub;
      }
      window.ym(counter, 'init', {
        clickmap: false,
        trackLinks: false,
        accurateTrackBounce: true,
        webvisor: false,
      });
      await loadScript(YANDEX_METRIKA_SCRIPT_URL, { anonymous: false });
    },
    track: (name, properties) => {
      window.ym?.(counter, 'reachGoal', name, properties);
    },
  };
}

/** VK pixel (retargeting): a page hit on load, then one named event per product event. */
export function vkPixelSink(id: string): AnalyticsSink {
  return {
    name: 'vk_pixel',
    load: async () => {
      await loadScript(VK_OPENAPI_SCRIPT_URL, { anonymous: false });
      const retargeting = window.VK?.Retargeting;
      if (!retargeting) throw new Error('VK openapi.js has no Retargeting');
      retargeting.Init(id);
      retargeting.Hit();
    },
    track: (name) => {
      window.VK?.Retargeting?.Event(name);
    },
  };
}

/** The sinks the server configured, in a fixed order. */
export function configuredSinks(settings: ClientSettings): AnalyticsSink[] {
  const sinks: AnalyticsSink[] = [];
  if (settings.gtm_id) sinks.push(googleTagManagerSink(settings.gtm_id));
  if (settings.yandex_metrika_id) sinks.push(yandexMetrikaSink(settings.yandex_metrika_id));
  if (settings.vk_pixel_id) sinks.push(vkPixelSink(settings.vk_pixel_id));
  return sinks;
}

/** Events that arrive while a sink loads wait for it, at most this many. */
const MAX_WAITING_PER_SINK = 100;

/**
 * Loads every sink and returns the function that forwards an event to all of them. A sink that
 * fails to load (blocked, offline) is skipped quietly; the others carry on.
 */
export function forwardToSinks(sinks: readonly AnalyticsSink[]) {
  const states = sinks.map((sink) => {
    const state = {
      sink,
      status: 'loading' as 'loading' | 'ready' | 'failed',
      waiting: [] as [AnalyticsEventName, Properties][],
    };
    sink.load().then(
      () => {
        state.status = 'ready';
        for (const [name, properties] of state.waiting) safely(() => sink.track(name, properties));
        state.waiting = [];
      },
      () => {
        state.status = 'failed';
        state.waiting = [];
      },
    );
    return state;
  });
  return (name: AnalyticsEventName, properties: Properties) => {
    for (const state of states) {
      if (state.status === 'ready') safely(() => state.sink.track(name, properties));
      else if (state.status === 'loading' && state.waiting.length < MAX_WAITING_PER_SINK) {
        state.waiting.push([name, properties]);
      }
    }
  };
}

function safely(call: () => void): void {
  try {
    call();
  } catch {
    // A third party's failure must not break the page.
  }
}
