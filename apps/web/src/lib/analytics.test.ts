import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MAX_QUEUED_EVENTS, endpointUrl, endpoints } from '@duet/contracts/plain';
import type { ClientSettings } from '@duet/contracts';
import {
  analyticsLoadStartedForTests,
  chooseConsent,
  flushAnalytics,
  queuedEventsForTests,
  resetAnalyticsForTests,
  startAnalytics,
  track,
} from './analytics.ts';
import { CONSENT_COOKIE } from './consent.ts';
import { requestUrl, requestJson } from '#test/fetch-input.ts';

const loadScript = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./load-script.ts', () => ({ loadScript }));

const NOTHING_CONFIGURED: ClientSettings = {
  gtm_id: null,
  yandex_metrika_id: null,
  vk_pixel_id: null,
};

type Uploaded = { event_type: string; event_properties: Record<string, unknown>; time: number };

/** What the collector received, batch by batch. */
let batches: { api_key: string; events: Uploaded[] }[] = [];

function serveSettings(settings: ClientSettings) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (requestUrl(input) === endpointUrl(endpoints.getAnalyticsSettings)) {
      return Promise.resolve(new Response(JSON.stringify(settings), { status: 200 }));
    }
    if (requestUrl(input) === endpointUrl(endpoints.uploadAnalytics)) {
      batches.push(requestJson(init) as (typeof batches)[number]);
      return Promise.resolve(new Response(JSON.stringify({ code: 200 }), { status: 200 }));
    }
    return Promise.reject(new Error(`Unexpected fetch ${requestUrl(input)}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const uploaded = () => batches.flatMap((batch) => batch.events);
const uploadedTypes = () =>
  uploaded()
    .map((event) => event.event_type)
    .filter((type) => type !== 'session_start');

/** Lets the lazy import, the settings request and the uploader's start finish. */
async function settle() {
  await vi.waitFor(() => expect(analyticsLoadStartedForTests()).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// Type-level checks: properties are required exactly when the catalogue has them.
export function typeChecks() {
  track('like');
  track('match', { fantasy: 1 });
  track('bug', { source: 'api', message: 'm', route: '/', build: 'b' });
  // @ts-expect-error like never carries properties, not even the fantasy
  track('like', { fantasy: 1 });
  // @ts-expect-error match needs the fantasy
  track('match');
  // @ts-expect-error only the catalogue's properties
  track('deepid_saved', { count: 2, title: 'x' });
  // @ts-expect-error only the catalogue's events
  track('page_view');
}

beforeEach(() => {
  resetAnalyticsForTests();
  batches = [];
  localStorage.clear();
  loadScript.mockClear();
});

afterEach(() => {
  resetAnalyticsForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('analytics before consent', () => {
  it('buffers events and sends, loads and asks nothing', async () => {
    const fetchMock = serveSettings(NOTHING_CONFIGURED);
    startAnalytics();
    track('like');
    track('dislike');
    track('match', { fantasy: 7 });
    expect(analyticsLoadStartedForTests()).toBe(false);
    expect(queuedEventsForTests().map((event) => event.name)).toEqual(['like', 'dislike', 'match']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('duet_device');
    expect(localStorage.length).toBe(0);
    expect(loadScript).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it(`keeps at most ${ANALYTICS_MAX_QUEUED_EVENTS} events, dropping the oldest`, () => {
    for (let count = 0; count < ANALYTICS_MAX_QUEUED_EVENTS + 5; count++) {
      track('deepid_saved', { count: count % 10 === 9 ? 0 : count % 10 });
    }
    const queued = queuedEventsForTests();
    expect(queued).toHaveLength(ANALYTICS_MAX_QUEUED_EVENTS);
    expect(queued[0]?.properties).toEqual({ count: 5 });
  });
});

describe('analytics after consent', () => {
  it('uploads the buffered events to Duet’s collector, in order, with their time and no identity but the device', async () => {
    serveSettings(NOTHING_CONFIGURED);
    startAnalytics();
    track('sign_in', { provider: 'google' });
    track('like');
    const [signIn] = queuedEventsForTests();
    chooseConsent('all');
    await settle();
    expect(queuedEventsForTests()).toHaveLength(0);
    await flushAnalytics();

    expect(document.cookie).toContain(`${CONSENT_COOKIE}=all`);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.api_key).toBe('duet');
    expect(uploaded().map((event) => [event.event_type, event.event_properties])).toEqual([
      ['session_start', {}],
      ['sign_in', { provider: 'google' }],
      ['like', {}],
      ['consent_given', { third_parties: true }],
    ]);
    expect(uploaded()[1]?.time).toBe(signIn?.time);
    const deviceId = /duet_device=([\w-]+)/.exec(document.cookie)?.[1];
    expect(deviceId).toMatch(/^[\w-]{36}$/);
    for (const event of uploaded()) {
      expect(event).toMatchObject({ device_id: deviceId, session_id: uploaded()[0]?.time, platform: 'Web' });
      expect(event).not.toHaveProperty('user_id');
      expect(event).not.toHaveProperty('ip');
    }

    track('dislike');
    await flushAnalytics();
    expect(uploadedTypes().at(-1)).toBe('dislike');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('starts at once for a visitor who allowed before', async () => {
    serveSettings(NOTHING_CONFIGURED);
    document.cookie = `${CONSENT_COOKIE}=all; Path=/`;
    startAnalytics();
    await settle();
    track('invite_sent');
    await flushAnalytics();
    expect(uploadedTypes()).toEqual(['invite_sent']);
  });

  it('loads the configured third-party counters and forwards events to them', async () => {
    serveSettings({ ...NOTHING_CONFIGURED, gtm_id: 'GTM-TEST', vk_pixel_id: null, yandex_metrika_id: null });
    startAnalytics();
    chooseConsent('all');
    await settle();
    await vi.waitFor(() =>
      expect(loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST', {
        anonymous: false,
      }),
    );
    expect(loadScript).toHaveBeenCalledTimes(1);
    track('event_accepted');
    await vi.waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'event_accepted' }));
    expect(window.dataLayer).toContainEqual({ event: 'consent_given', third_parties: true });
    delete window.dataLayer;
  });
});

describe('"only necessary"', () => {
  it('drops the buffer and loads nothing, even with counters configured', async () => {
    const fetchMock = serveSettings({ ...NOTHING_CONFIGURED, gtm_id: 'GTM-TEST', vk_pixel_id: '1' });
    startAnalytics();
    track('like');
    chooseConsent('necessary');
    track('dislike');
    expect(analyticsLoadStartedForTests()).toBe(false);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=necessary`);
    expect(queuedEventsForTests()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('stops sending when the choice is changed from the profile', async () => {
    serveSettings(NOTHING_CONFIGURED);
    startAnalytics();
    chooseConsent('all');
    await settle();
    track('like');
    chooseConsent('necessary');
    track('dislike');
    await flushAnalytics();
    expect(batches).toEqual([]);
    expect(queuedEventsForTests()).toHaveLength(0);
    expect(localStorage.length).toBe(0);
  });
});
