import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_QUEUED_EVENTS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANALYTICS_UPLOAD_INTERVAL_MS,
  ANALYTICS_UPLOAD_THRESHOLD,
} from '@duet/contracts/plain';
import {
  COLLECTOR,
  flushEvents,
  resetUploaderForTests,
  startUploads,
  stopUploads,
  trackEvent,
  UNSENT_KEY,
} from './analytics-uploader.ts';
import { requestUrl, requestJson } from '#test/fetch-input.ts';

type Sent = {
  events: { event_type: string; event_properties: Record<string, unknown>; session_id: number }[];
};

/** The collector's answers, in turn (the last one repeats), and every batch it was sent. */
let answers: (() => Response | Promise<Response>)[] = [];
let sent: { body: Sent; keepalive: boolean }[] = [];

const ok = () => new Response(JSON.stringify({ code: 200 }), { status: 200 });
const status =
  (code: number, body: object = { code }) =>
  () =>
    new Response(JSON.stringify(body), { status: code });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  answers = [ok];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (requestUrl(input) !== COLLECTOR)
        return Promise.reject(new Error(`Unexpected fetch ${requestUrl(input)}`));
      sent.push({ body: requestJson(init) as Sent, keepalive: init?.keepalive === true });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Promise.resolve(answer());
    }),
  );
});

afterEach(() => {
  resetUploaderForTests();
  vi.useRealTimers();
});

const types = (batch: Sent) => batch.events.map((event) => event.event_type);
const trackMany = (count: number) => {
  for (let i = 0; i < count; i++) trackEvent('deepid_saved', { count: i % 9 }, Date.now());
};

describe('the analytics uploader', () => {
  it(`uploads ${ANALYTICS_UPLOAD_INTERVAL_MS / 1000} s after an event, or at once at ${ANALYTICS_UPLOAD_THRESHOLD}`, async () => {
    startUploads();
    trackEvent('like', {}, Date.now());
    await vi.advanceTimersByTimeAsync(ANALYTICS_UPLOAD_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map(({ body }) => types(body))).toEqual([['session_start', 'like']]);

    trackMany(ANALYTICS_UPLOAD_THRESHOLD - 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    trackMany(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.events).toHaveLength(ANALYTICS_UPLOAD_THRESHOLD);
  });

  it(`sends batches of at most ${ANALYTICS_MAX_EVENTS_PER_BATCH}`, async () => {
    startUploads();
    answers = [status(503)];
    trackMany(250);
    await flushEvents();
    answers = [ok];
    await flushEvents();
    expect(sent.slice(-3).map(({ body }) => body.events.length)).toEqual([100, 100, 51]);
  });

  it('halves the batch on 413 and drops an event that is too large alone', async () => {
    startUploads();
    answers = [status(503)];
    trackMany(7);
    await flushEvents();
    sent = [];
    answers = [status(413), status(413), status(413), status(413), ok];
    await flushEvents();
    // 8 (with session_start) → 4 → 2 → 1 refused and dropped; then the next single event goes through.
    expect(sent.map(({ body }) => body.events.length)).toEqual([8, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(sent[3]?.body.events[0]?.event_type).toBe('session_start');
    expect(sent.slice(4).map(({ body }) => body.events[0]?.event_properties)).toEqual(
      Array.from({ length: 7 }, (_, i) => ({ count: i })),
    );
  });

  it('drops the events the collector names as invalid and sends the rest again', async () => {
    startUploads();
    answers = [status(503)];
    trackMany(3);
    await flushEvents();
    sent = [];
    answers = [status(400, { code: 400, events_with_invalid_fields: { event_properties: [1, 3] } }), ok];
    await flushEvents();
    expect(sent.map(({ body }) => body.events.map((event) => event.event_properties))).toEqual([
      [{}, { count: 0 }, { count: 1 }, { count: 2 }],
      [{}, { count: 1 }],
    ]);
  });

  it('keeps events through a network failure and a reload, and sends them from the next page', async () => {
    startUploads();
    answers = [() => Promise.reject(new TypeError('offline'))];
    trackEvent('invite_sent', {}, Date.now());
    await flushEvents();
    expect(JSON.parse(localStorage.getItem(UNSENT_KEY)!)).toHaveLength(2);

    resetUploaderForTests();
    localStorage.setItem(UNSENT_KEY, JSON.stringify(sent[0]!.body.events));
    answers = [ok];
    startUploads();
    await flushEvents();
    expect(types(sent.at(-1)!.body)).toEqual(['session_start', 'invite_sent']);
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it(`keeps at most ${ANALYTICS_MAX_QUEUED_EVENTS} unsent events, dropping the oldest`, async () => {
    startUploads();
    answers = [status(503)];
    trackMany(ANALYTICS_MAX_QUEUED_EVENTS + 20);
    await flushEvents();
    expect(JSON.parse(localStorage.getItem(UNSENT_KEY)!)).toHaveLength(ANALYTICS_MAX_QUEUED_EVENTS);
  });

  it('ends a session after 30 minutes without an event and starts the next', async () => {
    startUploads();
    const start = Date.now();
    trackEvent('like', {}, start);
    trackEvent('dislike', {}, start + ANALYTICS_SESSION_TIMEOUT_MS);
    trackEvent('like', {}, start + 2 * ANALYTICS_SESSION_TIMEOUT_MS + 1);
    await flushEvents();
    const events = sent[0]!.body.events;
    expect(events.map((event) => [event.event_type, event.session_id])).toEqual([
      ['session_start', start],
      ['like', start],
      ['dislike', start],
      ['session_end', start],
      ['session_start', start + 2 * ANALYTICS_SESSION_TIMEOUT_MS + 1],
      ['like', start + 2 * ANALYTICS_SESSION_TIMEOUT_MS + 1],
    ]);
  });

  it('hands what is unsent to the browser as the page goes away, and keeps it until it is known to have arrived', async () => {
    startUploads();
    trackEvent('like', {}, Date.now());
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.keepalive).toBe(true);
    expect(types(sent[0]!.body)).toEqual(['session_start', 'like']);
    // The next page sends the same events again, under the same insert ids (the collector keeps one).
    expect(JSON.parse(localStorage.getItem(UNSENT_KEY)!)).toEqual(sent[0]!.body.events);
  });

  it('sends and keeps nothing once stopped', async () => {
    startUploads();
    trackEvent('like', {}, Date.now());
    stopUploads();
    trackEvent('dislike', {}, Date.now());
    await vi.advanceTimersByTimeAsync(ANALYTICS_UPLOAD_INTERVAL_MS * 2);
    await flushEvents();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
