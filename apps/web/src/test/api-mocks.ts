import { vi } from 'vitest';
import {
  API_PREFIX,
  LOCALES,
  fillPath,
  endpoints,
  type Endpoint,
  type EndpointName,
  type Locale,
  type PathParams,
  type QueryValue,
} from '@duet/contracts/plain';
import type {
  CardIntensity,
  Collection,
  ErrorBody,
  Fantasy,
  FantasyDetail,
  Subscription,
  Tag,
} from '@duet/contracts';
import type { CallInput } from '#lib/api-client.ts';
import { requestUrl } from '#test/fetch-input.ts';

type Catalogue = { tags: Tag[]; collections: Collection[]; details: FantasyDetail[] };

/** A small catalogue in both languages, in the shapes the contracts define. */
export const CATALOGUE: Record<Locale, Catalogue> = {
  ru: {
    tags: [
      { id: 1, slug: 'romance', title: 'Романтика' },
      { id: 2, slug: 'home', title: 'Дома' },
      { id: 3, slug: 'outdoors', title: '' },
    ],
    collections: [
      {
        id: 1,
        slug: 'slow-evenings',
        title: 'Медленные вечера',
        line: 'Никуда не спешить и быть вдвоём',
        emoji: '🕯️',
        count: 2,
      },
      { id: 2, slug: 'five-senses', title: 'Пять чувств', line: 'Вкус, запах, звук', emoji: '👁️', count: 2 },
      { id: 3, slug: 'mornings', title: 'Утро вдвоём', line: 'Пока мир ещё спит', emoji: '☕', count: 1 },
    ],
    details: [
      {
        id: 10,
        slug: 'candle-dinner',
        title: 'Ужин при свечах',
        teaser: 'Медленный свет, медленный вечер.',
        description: 'Тихий вечер вдвоём.',
        preparation: ['Забронируйте столик.'],
        tags: [1, 2],
        collections: [1, 3],
        difficulty: 'light',
        locked: false,
      },
      {
        id: 11,
        slug: 'stargazing',
        title: 'Звёзды на крыше',
        teaser: 'Небо больше, чем кажется.',
        description: 'Плед, термос и небо.',
        preparation: ['Проверьте прогноз погоды.', 'Возьмите тёплый плед.'],
        tags: [3],
        collections: [1, 2],
        difficulty: 'medium',
        locked: false,
      },
      {
        id: 12,
        slug: 'blindfold',
        title: 'Повязка на глаза',
        teaser: 'Пусть ведут другие чувства.',
        description: 'Доверие и прикосновения.',
        preparation: ['Договоритесь о слове-паузе.'],
        tags: [],
        collections: [2],
        difficulty: 'hard',
        locked: false,
      },
    ],
  },
  en: {
    tags: [
      { id: 1, slug: 'romance', title: 'Romance' },
      { id: 2, slug: 'home', title: 'At home' },
      { id: 3, slug: 'outdoors', title: '' },
    ],
    collections: [
      {
        id: 1,
        slug: 'slow-evenings',
        title: 'Slow evenings',
        line: 'Nowhere to be but with each other',
        emoji: '🕯️',
        count: 2,
      },
      {
        id: 2,
        slug: 'five-senses',
        title: 'The five senses',
        line: 'Taste, scent, sound',
        emoji: '👁️',
        count: 2,
      },
      {
        id: 3,
        slug: 'mornings',
        title: 'Mornings together',
        line: 'While the world is still asleep',
        emoji: '☕',
        count: 1,
      },
    ],
    details: [
      {
        id: 10,
        slug: 'candle-dinner',
        title: 'Candle-lit dinner',
        teaser: 'Slow light, slow evening.',
        description: 'A quiet evening for two.',
        preparation: ['Book a table.'],
        tags: [1, 2],
        collections: [1, 3],
        difficulty: 'light',
        locked: false,
      },
      {
        id: 11,
        slug: 'stargazing',
        title: 'Stars on the roof',
        teaser: 'The sky is bigger than it looks.',
        description: 'A blanket, a flask and the sky.',
        preparation: ['Check the forecast.', 'Bring a warm blanket.'],
        tags: [3],
        collections: [1, 2],
        difficulty: 'medium',
        locked: false,
      },
      {
        id: 12,
        slug: 'blindfold',
        title: 'Blindfold',
        teaser: 'Let the other senses lead.',
        description: 'Trust and touch.',
        preparation: ['Agree on a pause word.'],
        tags: [],
        collections: [2],
        difficulty: 'hard',
        locked: false,
      },
    ],
  },
};

/** No premium: the default for every signed-in test user. */
export const NO_PREMIUM: Subscription = { active: false, expires_at: null, from_partner: false };
/** Premium until far in the future. */
export const PREMIUM: Subscription = {
  active: true,
  expires_at: '2099-01-01T00:00:00.000Z',
  from_partner: false,
};

export function listFantasies(locale: Locale): Fantasy[] {
  return CATALOGUE[locale].details.map(
    ({ description: _description, preparation: _preparation, locked: _locked, ...fantasy }) => fantasy,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, body: ErrorBody) => json(body, status);

/** What a handler may check about the call: method, parsed JSON body and headers. */
export type MockRequest = { method: string; body: unknown; headers: Headers };

type Handler = (locale: Locale, request: MockRequest) => Response | Promise<Response>;

export { json };

type RouteInput<E extends Endpoint<EndpointName>> = Pick<CallInput<E>, 'params' | 'query'>;

/**
 * The key of a handler: an endpoint's path under /api/v0 with its parameters and query, built from
 * the contract's table as the app's calls build it. A renamed endpoint or parameter fails to compile,
 * a renamed path moves the mock with the app (the tests' assertions still spell the spec's paths).
 */
export function route<E extends Endpoint<EndpointName>>(
  endpoint: E,
  ...[input]: PathParams<E['path']> extends undefined ? [input?: RouteInput<E>] : [input: RouteInput<E>]
): string {
  return fillPath(endpoint.path, input?.params, input?.query as Record<string, QueryValue> | undefined);
}

/** The signed-in device of a test, as the sessions list shows it. */
export const THIS_DEVICE = {
  id: 1,
  created_at: '2026-02-14T18:00:00.000Z',
  last_used_at: '2026-02-14T18:00:00.000Z',
  user_agent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  current: true,
};

export const WHOLE_LIST = { query: { paginator: 'off' } } as const;

/**
 * Handlers by `route()` (a path under /api/v0 with its query); the locale comes from the request's
 * Accept-Language. A handler serving several methods tells them apart by `request.method`.
 */
export function mockApi(overrides: Record<string, Handler> = {}) {
  // "Show bolder cards" as the API keeps it: everything until a PUT says otherwise.
  let intensity: CardIntensity = { bolder_cards: 'all' };
  const handlers: Record<string, Handler> = {
    [route(endpoints.listFantasies, WHOLE_LIST)]: (locale) => json(listFantasies(locale)),
    [route(endpoints.listTags, WHOLE_LIST)]: (locale) => json(CATALOGUE[locale].tags),
    [route(endpoints.listCollections, WHOLE_LIST)]: (locale) => json(CATALOGUE[locale].collections),
    [route(endpoints.getCardIntensity)]: (_locale, request) => {
      if (request.method === 'PUT') intensity = request.body as CardIntensity;
      return json(intensity);
    },
    [route(endpoints.getFantasyStats)]: () => json({}),
    [route(endpoints.listMaybes)]: () => json([]),
    [route(endpoints.listMaybeMatches)]: () => json([]),
    [route(endpoints.listOwnCards, WHOLE_LIST)]: () => json([]),
    [route(endpoints.getSubscription)]: () => json(NO_PREMIUM),
    [route(endpoints.listSessions)]: () => json({ results: [THIS_DEVICE] }),
    [route(endpoints.recordConsent)]: () => json({ results: [] }, 201),
    // Web push is off unless a test turns it on.
    [route(endpoints.getPushKey)]: () => json({ public_key: null }),
    ...Object.fromEntries(
      CATALOGUE.ru.details.map(({ id }) => [
        route(endpoints.getFantasy, { params: { id } }),
        (locale: Locale) => json(CATALOGUE[locale].details.find((detail) => detail.id === id)),
      ]),
    ),
    ...Object.fromEntries(
      CATALOGUE.ru.details.map(({ id }) => [
        route(endpoints.listRelatedFantasies, { params: { id } }),
        () => json([]),
      ]),
    ),
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const handler = url.startsWith(API_PREFIX) ? handlers[url.slice(API_PREFIX.length)] : undefined;
    if (!handler) throw new Error(`Unmocked fetch: ${url}`);
    const headers = new Headers(init?.headers);
    const language = headers.get('Accept-Language') ?? '';
    const locale = LOCALES.find((candidate) => language.startsWith(candidate)) ?? 'ru';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(locale, { method: init?.method ?? 'GET', body, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
