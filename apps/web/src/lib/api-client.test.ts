import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { acceptLanguage, api, ApiError, errorMessageKey } from './api-client.ts';
import { getSession, storeSignIn } from './session.ts';

describe('acceptLanguage', () => {
  it('puts the current locale first and the other as a fallback', () => {
    expect(acceptLanguage('en')).toBe('en, ru;q=0.9');
    expect(acceptLanguage('ru')).toBe('ru, en;q=0.9');
  });
});

describe('api', () => {
  it('sends Accept-Language and returns the JSON body', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api(endpoints.listTags, { locale: 'en', query: { paginator: 'off' } })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v0/fantasies/tags/?paginator=off',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'en, ru;q=0.9' }) }),
    );
  });

  it('takes the method and path from the table and fills in the parameters', async () => {
    const fetchMock = vi.fn(async () => Response.json({ state: 'liked' }));
    vi.stubGlobal('fetch', fetchMock);
    await api(endpoints.likeFantasy, { locale: 'en', params: { id: 7 } });
    await api(endpoints.getGift, { locale: 'en', params: { giftId: 'a/b' } });
    expect(fetchMock.mock.calls.map((call) => call as unknown as [string, RequestInit])).toEqual([
      ['/api/v0/fantasies/7/like/', expect.objectContaining({ method: 'POST', body: undefined })],
      ['/api/v0/gifts/a%2Fb/', expect.objectContaining({ method: 'GET' })],
    ]);
  });

  it('turns a {code, detail} body into a typed ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'throttled', detail: 'Slow down.' }, { status: 429 })),
    );
    const error = await api(endpoints.getProfile, { locale: 'ru' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'throttled', detail: 'Slow down.' });
    expect(errorMessageKey(error)).toBe('error.throttled');
  });

  it('reports a body that is not an error body as unknown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api(endpoints.getProfile, { locale: 'ru' })).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
    });
  });

  it('reports a network failure as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api(endpoints.getProfile, { locale: 'ru' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorMessageKey(error)).toBe('error.network');
  });
});

describe('bearer token', () => {
  it('attaches the stored token, and not to calls that opt out', async () => {
    storeSignIn('secret', {
      id: 1,
      username: 'a',
      news_subscription: true,
      accept_18_disclaimer: true,
      reg_for_interview_showed: true,
      intimate_answers_consent: null,
    });
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await api(endpoints.getProfile, { locale: 'en' });
    await api(endpoints.getProviders, { locale: 'en', auth: false });
    const headers = fetchMock.mock.calls.map(
      (call) => new Headers((call as unknown as [string, RequestInit])[1].headers),
    );
    expect(headers[0]?.get('Authorization')).toBe('Bearer secret');
    expect(headers[1]?.get('Authorization')).toBeNull();
  });

  it('ends the session when the API refuses the stored token', async () => {
    storeSignIn('revoked', {
      id: 1,
      username: 'a',
      news_subscription: true,
      accept_18_disclaimer: true,
      reg_for_interview_showed: true,
      intimate_answers_consent: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 'authentication_failed', detail: 'Bad token.' }, { status: 401 }),
      ),
    );
    await expect(api(endpoints.getProfile, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: null, profile: null, isAuthorized: false });
  });
});
