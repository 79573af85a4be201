import { ANALYTICS_MAX_QUEUED_EVENTS, endpointUrl, endpoints } from '@duet/contracts/plain';
import type {
  AnalyticsEventName,
  AnalyticsEventProperties,
  ClientSettings,
  EndpointAnswer,
} from '@duet/contracts';
import type * as Uploader from './analytics-uploader.ts';
import { readConsent, subscribeConsent, writeConsent, type Consent } from './consent.ts';

/*
 * Product analytics (spec §7, §9; ADR 0014).
 *
 * Events are typed by the contracts' catalogue and buffered in memory (at most
 * ANALYTICS_MAX_QUEUED_EVENTS, the oldest dropped first) until the visitor has chosen. Nothing is
 * sent and no SDK or third-party script is loaded before the choice is `all`; `necessary` drops the
 * buffer and tracks nothing. After consent analytics-uploader.ts is imported lazily (its own small
 * chunk, never in first-load JS) and uploads to Duet's own collector in Amplitude's HTTP API v2
 * format, with the spec's numbers: every 30 s or at 30 events, batches of up to 100, at most 1000
 * unsent, 413 halving, 30-minute sessions (`session_start` / `session_end`), a device cookie for 365
 * days. It identifies a device with a random pseudonymous id only: never a user id, no IP address.
 * Events it has not uploaded yet survive a reload (localStorage). Regions US or EU do not apply to a
 * first-party collector (the forwarder on the server picks one). String cap 4096 / 1000 properties:
 * enforced by the catalogue's schemas on the server; `bug` caps its strings before tracking.
 * It replaced the Amplitude browser SDK (62 KB gzip; this chunk is 1.4 KB), which could not follow
 * several of these numbers.
 */

export type { Consent } from './consent.ts';

/**
 * The properties argument: required exactly when the catalogue gives the event properties. An event
 * without any is a strict empty object, which zod types as `Record<string, never>`.
 */
export type TrackArgs<Name extends AnalyticsEventName> =
  AnalyticsEventProperties[Name] extends Record<string, never>
    ? []
    : [properties: AnalyticsEventProperties[Name]];

type Properties = Record<string, unknown>;
type QueuedEvent = { name: AnalyticsEventName; properties: Properties; time: number };

/** Where events go once consent is given: Duet's collector plus the loaded third-party sinks. */
type Delivery = { track: (event: QueuedEvent) => void; flush: () => Promise<void> };

type UploaderModule = typeof Uploader;

const EMPTY_SETTINGS: ClientSettings = {
  gtm_id: null,
  yandex_metrika_id: null,
  vk_pixel_id: null,
};

let queue: QueuedEvent[] = [];
let delivery: Delivery | null = null;
let loading: Promise<void> | null = null;
let uploader: UploaderModule | null = null;
let settings: ClientSettings | null = null;
let hasThirdParties = false;
let unsubscribe: (() => void) | null = null;

/**
 * Records one product event from the catalogue. Before the visitor chose, it waits in a buffer;
 * with "only necessary" it is dropped.
 */
export function track<Name extends AnalyticsEventName>(name: Name, ...args: TrackArgs<Name>): void {
  const consent = readConsent();
  if (consent === 'necessary') return;
  const event: QueuedEvent = {
    name,
    properties: { ...(args[0] as Properties | undefined) },
    time: Date.now(),
  };
  if (delivery && consent === 'all') {
    deliver(delivery, event);
    return;
  }
  queue.push(event);
  if (queue.length > ANALYTICS_MAX_QUEUED_EVENTS) queue.splice(0, queue.length - ANALYTICS_MAX_QUEUED_EVENTS);
}

/** The visitor's choice from the banner or the profile; allowing is itself an event. */
export function chooseConsent(consent: Consent): void {
  const previous = readConsent();
  writeConsent(consent);
  if (consent === 'all' && previous !== 'all') track('consent_given', { third_parties: true });
}

/** Starts following the visitor's choice; called once by the app shell (idempotent). */
export function startAnalytics(): void {
  if (unsubscribe) return;
  unsubscribe = subscribeConsent(applyConsent);
  applyConsent(readConsent());
  exposeTestHook();
}

/** Uploads what the SDK holds now instead of at the next interval. */
export async function flushAnalytics(): Promise<void> {
  if (loading) await loading;
  await delivery?.flush();
}

function applyConsent(consent: Consent | null): void {
  if (consent === 'all') void load();
  else if (consent === 'necessary') stop();
}

function deliver(target: Delivery, event: QueuedEvent): void {
  try {
    target.track(event);
  } catch {
    // Analytics must never break the page.
  }
}

async function fetchSettings(): Promise<ClientSettings> {
  try {
    const response = await fetch(endpointUrl(endpoints.getAnalyticsSettings), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return EMPTY_SETTINGS;
    return {
      ...EMPTY_SETTINGS,
      ...((await response.json()) as Partial<EndpointAnswer<'getAnalyticsSettings'>>),
    };
  } catch {
    return EMPTY_SETTINGS;
  }
}

function load(): Promise<void> {
  loading ??= (async () => {
    if (delivery) return;
    settings ??= await fetchSettings();
    uploader ??= await import('./analytics-uploader.ts');
    if (readConsent() !== 'all') return;
    const uploads = uploader;
    uploads.startUploads();
    const forward = await startSinks(settings);
    delivery = {
      track: ({ name, properties, time }) => {
        uploads.trackEvent(name, properties, time);
        forward?.(name, properties);
      },
      flush: uploads.flushEvents,
    };
    const waiting = queue;
    queue = [];
    for (const event of waiting) deliver(delivery, event);
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Loads the configured third-party counters; null when none is configured. */
async function startSinks(
  current: ClientSettings,
): Promise<((name: AnalyticsEventName, properties: Properties) => void) | null> {
  if (!current.gtm_id && !current.yandex_metrika_id && !current.vk_pixel_id) return null;
  const { configuredSinks, forwardToSinks } = await import('./analytics-sinks.ts');
  const sinks = configuredSinks(current);
  hasThirdParties = sinks.length > 0;
  return forwardToSinks(sinks);
}

function stop(): void {
  queue = [];
  delivery = null;
  uploader?.stopUploads();
  // A third-party script cannot be unloaded: a fresh page is the only way to be rid of it.
  if (hasThirdParties) window.location.reload();
}

declare global {
  interface Window {
    /** Tests only (development builds and loopback hosts): upload now instead of in 30 s. */
    __duetAnalytics?: { flush: () => Promise<void> };
  }
}

function exposeTestHook(): void {
  const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  if (import.meta.env.DEV || isLoopback) window.__duetAnalytics = { flush: flushAnalytics };
}

/** Unit tests: forget everything this module holds. */
export function resetAnalyticsForTests(): void {
  queue = [];
  delivery = null;
  loading = null;
  uploader?.resetUploaderForTests();
  uploader = null;
  settings = null;
  hasThirdParties = false;
  unsubscribe?.();
  unsubscribe = null;
}

/** Unit tests: what waits for consent. */
export function queuedEventsForTests(): readonly QueuedEvent[] {
  return queue;
}

/** Unit tests: whether anything was set in motion (the uploader, the settings request, counters). */
export function analyticsLoadStartedForTests(): boolean {
  return loading !== null;
}
