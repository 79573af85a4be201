import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MAX_QUEUED_EVENTS } from '@duet/contracts/plain';
import type { ClientSettings } from '@duet/contracts';
import {
  analyticsLoadStartedForTests,
  chooseConsent,
  queuedEventsForTests,
  resetAnalyticsForTests,
  startAnalytics,
  track,
} from './analytics.ts';
import { CONSENT_COOKIE } from './consent.ts';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  track: vi.fn(),
  flush: vi.fn(() => ({ promise: Promise.resolve() })),
  setOptOut: vi.fn(),
  Types: { LogLevel: { None: 0 } },
}));
vi.mock('@amplitude/analytics-browser', () => sdk);

const loadScript = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./load-script.ts', () => ({ loadScript }));

const NOTHING_CONFIGURED: ClientSettings = {
  gtm_id: null,
  yandex_metrika_id: null,
  vk_pixel_id: null,
};

function serveSettings(settings: ClientSettings) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    String(input) === '/api/v0/analytics/settings/'
      ? Promise.resolve(new Response(JSON.stringify(settings), { status: 200 }))
      : Promise.reject(new Error(`Unexpected fetch ${String(input)}`)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lets the lazy import, the settings request and the SDK set-up finish. */
async function settle() {
  await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled());
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
  for (const mock of [sdk.init, sdk.track, sdk.flush, sdk.setOptOut, loadScript]) mock.mockClear();
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
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.track).not.toHaveBeenCalled();
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
  it('starts the SDK on Duet’s collector and sends the buffered events, in order, with their time', async () => {
    serveSettings(NOTHING_CONFIGURED);
    startAnalytics();
    track('sign_in', { provider: 'google' });
    track('like');
    const [signIn] = queuedEventsForTests();
    chooseConsent('all');
    await settle();

    expect(document.cookie).toContain(`${CONSENT_COOKIE}=all`);
    const [apiKey, userId, options] = sdk.init.mock.calls[0] as unknown as [
      string,
      unknown,
      Record<string, unknown>,
    ];
    expect(apiKey).toBe('duet');
    expect(userId).toBeUndefined();
    expect(options).toMatchObject({
      serverUrl: '/api/v0/analytics/httpapi/',
      flushIntervalMillis: 30_000,
      flushQueueSize: 30,
      sessionTimeout: 30 * 60 * 1000,
      cookieOptions: { expiration: 365 },
      trackingOptions: { ipAddress: false },
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
      logLevel: 0,
    });
    const autocapture = options.autocapture as Record<string, boolean>;
    expect(Object.entries(autocapture).filter(([, on]) => on)).toEqual([['sessions', true]]);
    expect(options).not.toHaveProperty('userId');

    expect(sdk.track.mock.calls.map(([name, properties]) => [name, properties])).toEqual([
      ['sign_in', { provider: 'google' }],
      ['like', {}],
      ['consent_given', { third_parties: true }],
    ]);
    expect(sdk.track.mock.calls[0]?.[2]).toEqual({ time: signIn?.time });
    expect(queuedEventsForTests()).toHaveLength(0);

    track('dislike');
    expect(sdk.track).toHaveBeenLastCalledWith(
      'dislike',
      {},
      expect.objectContaining({ time: expect.any(Number) }),
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('starts at once for a visitor who allowed before', async () => {
    serveSettings(NOTHING_CONFIGURED);
    document.cookie = `${CONSENT_COOKIE}=all; Path=/`;
    startAnalytics();
    await settle();
    track('invite_sent');
    expect(sdk.track).toHaveBeenCalledWith('invite_sent', {}, expect.anything());
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
    expect(sdk.init).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('stops sending when the choice is changed from the profile', async () => {
    serveSettings(NOTHING_CONFIGURED);
    startAnalytics();
    chooseConsent('all');
    await settle();
    chooseConsent('necessary');
    expect(sdk.setOptOut).toHaveBeenCalledWith(true);
    sdk.track.mockClear();
    track('like');
    expect(sdk.track).not.toHaveBeenCalled();
    expect(queuedEventsForTests()).toHaveLength(0);
  });
});
