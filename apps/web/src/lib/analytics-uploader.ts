import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_DEVICE_COOKIE,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_QUEUED_EVENTS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANALYTICS_UPLOAD_INTERVAL_MS,
  ANALYTICS_UPLOAD_THRESHOLD,
  SECONDS_PER_DAY,
  endpointUrl,
  endpoints,
} from '@duet/contracts/plain';
import type { AmplitudeEvent, AnalyticsEventName } from '@duet/contracts';
import { readCookie, writeCookie } from './cookies.ts';
import { readStoredJson, writeStored } from './safe-storage.ts';

/*
 * Uploads product events to Duet's own collector in Amplitude's HTTP API v2 format, as the
 * Amplitude browser SDK did, in a small part of its size (ADR 0014, issue 13). Loaded only after
 * consent (analytics.ts imports it lazily). It follows the spec's numbers where the SDK could not:
 * upload every 30 s or at 30 events, batches of up to 100, at most 1000 unsent (the oldest dropped),
 * a 413 halves the batch and retries, dropping the event at batch size 1, sessions end after 30
 * minutes without an event. A random device id in a first-party cookie is the only identity.
 */

export const UNSENT_KEY = 'duet.analytics.unsent';
export const SESSION_KEY = 'duet.analytics.session';
export const COLLECTOR = endpointUrl(endpoints.uploadAnalytics);

/** Browsers refuse a `keepalive` request whose body passes 64 KiB; leave room for the envelope. */
const KEEPALIVE_BODY_BYTES = 60_000;

type Session = { id: number; lastEventTime: number };
type InvalidBatch = { events_with_invalid_fields?: Record<string, number[]> };

let deviceId = '';
let session: Session | null = null;
let unsent: AmplitudeEvent[] = [];
let batchSize = ANALYTICS_MAX_EVENTS_PER_BATCH;
let timer: ReturnType<typeof setTimeout> | null = null;
let uploading: Promise<void> | null = null;
let isStopped = true;
let eventId = 0;

function readDeviceId(): string {
  const stored = readCookie(ANALYTICS_DEVICE_COOKIE);
  if (stored && /^[\w-]{8,128}$/.test(stored)) return stored;
  const created = crypto.randomUUID();
  writeCookie(ANALYTICS_DEVICE_COOKIE, created, ANALYTICS_COOKIE_DAYS * SECONDS_PER_DAY);
  return created;
}

function remember(): void {
  writeStored('localStorage', UNSENT_KEY, unsent.length ? JSON.stringify(unsent) : null);
  writeStored('localStorage', SESSION_KEY, session ? JSON.stringify(session) : null);
}

/** Begins following the visitor's consent; events left unsent by an earlier page go first. */
export function startUploads(): void {
  isStopped = false;
  deviceId = readDeviceId();
  const stored = readStoredJson('localStorage', UNSENT_KEY);
  unsent = Array.isArray(stored) ? (stored as AmplitudeEvent[]).slice(-ANALYTICS_MAX_QUEUED_EVENTS) : [];
  const storedSession = readStoredJson('localStorage', SESSION_KEY) as Session | null;
  session = typeof storedSession?.id === 'number' ? storedSession : null;
  window.addEventListener('pagehide', uploadBeforeLeaving);
  scheduleUpload();
}

function event(name: AnalyticsEventName, properties: Record<string, unknown>, time: number) {
  return {
    event_type: name,
    device_id: deviceId,
    session_id: session?.id,
    time,
    event_properties: properties,
    insert_id: crypto.randomUUID(),
    event_id: ++eventId,
    platform: 'Web',
    language: navigator.language,
    library: 'duet-web',
  } as AmplitudeEvent;
}

function enqueue(queued: AmplitudeEvent): void {
  unsent.push(queued);
  if (unsent.length > ANALYTICS_MAX_QUEUED_EVENTS)
    unsent.splice(0, unsent.length - ANALYTICS_MAX_QUEUED_EVENTS);
}

/** A session ends after 30 minutes without an event: `session_end` for it, `session_start` for the next. */
function continueSession(time: number): void {
  if (session && time - session.lastEventTime <= ANALYTICS_SESSION_TIMEOUT_MS) {
    session.lastEventTime = Math.max(session.lastEventTime, time);
    return;
  }
  if (session) enqueue(event('session_end', {}, session.lastEventTime));
  session = { id: time, lastEventTime: time };
  enqueue(event('session_start', {}, time));
}

export function trackEvent(
  name: AnalyticsEventName,
  properties: Record<string, unknown>,
  time: number,
): void {
  if (isStopped) return;
  continueSession(time);
  enqueue(event(name, properties, time));
  remember();
  if (unsent.length >= ANALYTICS_UPLOAD_THRESHOLD) void flushEvents();
  else scheduleUpload();
}

function scheduleUpload(): void {
  if (timer !== null || unsent.length === 0 || isStopped) return;
  timer = setTimeout(() => {
    timer = null;
    void flushEvents();
  }, ANALYTICS_UPLOAD_INTERVAL_MS);
}

/** Uploads everything unsent now, batch after batch; what the collector could not take waits for the next try. */
export function flushEvents(): Promise<void> {
  uploading ??= uploadAll().finally(() => {
    uploading = null;
    scheduleUpload();
  });
  return uploading;
}

async function uploadAll(): Promise<void> {
  // A 413 halves the batch for this upload only: the next one starts from the full size again.
  batchSize = ANALYTICS_MAX_EVENTS_PER_BATCH;
  while (unsent.length > 0 && !isStopped) {
    const batch = unsent.slice(0, batchSize);
    const outcome = await upload(batch);
    if (outcome === 'retry-later') return;
    remember();
  }
}

/** One batch as Amplitude's HTTP API v2 takes it. */
function send(batch: AmplitudeEvent[], { keepalive = false } = {}): Promise<Response> {
  return fetch(COLLECTOR, {
    method: endpoints.uploadAnalytics.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ api_key: 'duet', events: batch, client_upload_time: new Date().toISOString() }),
    credentials: 'same-origin',
    keepalive,
  });
}

async function upload(batch: AmplitudeEvent[]): Promise<'sent' | 'retry-later'> {
  let response: Response;
  try {
    response = await send(batch);
  } catch {
    return 'retry-later';
  }
  if (response.ok) {
    unsent.splice(0, batch.length);
    return 'sent';
  }
  if (response.status === 413) {
    // Too large: halve the batch and retry at once; a single event that is still too large is dropped.
    if (batch.length === 1) unsent.splice(0, 1);
    else batchSize = Math.max(1, Math.floor(batch.length / 2));
    return 'sent';
  }
  if (response.status === 400) {
    // The collector names the events it refuses; those are dropped, the rest go again.
    const answer = (await response.json().catch(() => ({}))) as InvalidBatch;
    const refused = new Set(Object.values(answer.events_with_invalid_fields ?? {}).flat());
    if (refused.size === 0) unsent.splice(0, batch.length);
    else unsent.splice(0, batch.length, ...batch.filter((_, index) => !refused.has(index)));
    return 'sent';
  }
  return 'retry-later';
}

/**
 * The page is going away: the browser sends one more batch after it is gone (`keepalive`), as the
 * SDK's beacon did. The events stay stored until an answer says they arrived, which this page will
 * not see: the next page sends them again, and the collector keeps an event once (its `insert_id`).
 * Nothing is lost when the last request is not delivered.
 */
function uploadBeforeLeaving(): void {
  if (unsent.length === 0 || isStopped) return;
  let bytes = 0;
  let count = 0;
  while (count < Math.min(batchSize, unsent.length)) {
    bytes += JSON.stringify(unsent[count]).length;
    if (bytes > KEEPALIVE_BODY_BYTES && count > 0) break;
    count++;
  }
  send(unsent.slice(0, count), { keepalive: true }).catch(() => undefined);
}

/** "Only necessary": nothing more is sent, and nothing unsent is kept. */
export function stopUploads(): void {
  isStopped = true;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  unsent = [];
  session = null;
  remember();
  window.removeEventListener('pagehide', uploadBeforeLeaving);
}

/** Unit tests: forget everything this module holds. */
export function resetUploaderForTests(): void {
  stopUploads();
  batchSize = ANALYTICS_MAX_EVENTS_PER_BATCH;
  uploading = null;
  eventId = 0;
}
