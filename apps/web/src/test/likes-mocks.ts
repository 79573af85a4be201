import type {
  CardIntensity,
  FantasyFilters,
  FantasyStats,
  LikeResult,
  Me,
  OwnCard,
  Partner,
  Subscription,
} from '@duet/contracts';
import type { BolderCards } from '@duet/contracts/plain';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi } from './account-mocks.ts';
import { errorResponse, json, NO_PREMIUM, route, WHOLE_LIST, type MockRequest } from './api-mocks.ts';
import { makeMe } from './render-app.tsx';

type Handler = (locale: 'ru' | 'en', request: MockRequest) => Response | Promise<Response>;

type LikesState = {
  me?: Me;
  partner?: Partner | null;
  liked?: number[];
  /** Ids the user passed in the feed. */
  passed?: number[];
  /** Ids the user answered "maybe". */
  maybes?: number[];
  /** Ids the partner likes: a like of one of these answers `match`. */
  partnerLikes?: number[];
  /** Ids the partner answered "maybe": any answer of the user's to one of these is a maybe-match. */
  partnerMaybes?: number[];
  deepid?: number[];
  filters?: FantasyFilters;
  /** "Show bolder cards"; `all` (the API's default) unless a test says otherwise. */
  bolderCards?: BolderCards;
  stats?: FantasyStats;
  /** The couple's premium; none by default, so medium and hard fantasies are locked. */
  subscription?: Subscription;
  /** The couple's own cards the user sees (ADR 0030); none by default. */
  ownCards?: OwnCard[];
};

/**
 * A signed-in user over the account endpoints plus likes, matches, deep id and filters, kept in a
 * little in-memory state that like, dislike, pass, deepid_set and filter saves change as the API would.
 */
export function mockLikesApi(state: LikesState = {}, overrides: Record<string, Handler> = {}) {
  const me = state.me ?? makeMe();
  const partner = state.partner === undefined ? { id: 2, username: 'bob' } : state.partner;
  const data = {
    liked: [...(state.liked ?? [])],
    passed: [...(state.passed ?? [])],
    maybes: [...(state.maybes ?? [])],
    partnerLikes: new Set(state.partnerLikes ?? []),
    partnerMaybes: new Set(state.partnerMaybes ?? []),
    deepid: [...(state.deepid ?? [])],
    filters: state.filters ?? { difficulty: null, sorting: 'random', tags: [], collection: null },
    bolderCards: state.bolderCards ?? 'all',
  };
  const matches = () => (partner ? data.liked.filter((id) => data.partnerLikes.has(id)) : []);
  const maybeMatches = () =>
    partner
      ? [
          ...data.maybes.filter((id) => data.partnerLikes.has(id) || data.partnerMaybes.has(id)),
          ...data.liked.filter((id) => data.partnerMaybes.has(id)),
        ].sort((a, b) => a - b)
      : [];
  const likeHandlers = Object.fromEntries(
    [10, 11, 12, ...(state.ownCards ?? []).map((card) => card.id)].flatMap((id) => [
      [
        route(endpoints.likeFantasy, { params: { id } }),
        () => {
          data.maybes = data.maybes.filter((item) => item !== id);
          if (!data.liked.includes(id)) data.liked.push(id);
          const result: LikeResult = { fantasy: id, state: matches().includes(id) ? 'match' : 'like' };
          return json(result);
        },
      ],
      [
        route(endpoints.passFantasy, { params: { id } }),
        (_locale: 'ru' | 'en', request: MockRequest) => {
          data.passed = data.passed.filter((item) => item !== id);
          if (request.method === 'DELETE') return new Response(null, { status: 204 });
          data.passed.push(id);
          return json({ fantasy: id });
        },
      ],
      [
        route(endpoints.maybeFantasy, { params: { id } }),
        (_locale: 'ru' | 'en', request: MockRequest) => {
          data.maybes = data.maybes.filter((item) => item !== id);
          if (request.method === 'DELETE') return new Response(null, { status: 204 });
          data.liked = data.liked.filter((item) => item !== id);
          data.maybes.push(id);
          return json({ fantasy: id, state: maybeMatches().includes(id) ? 'maybe_match' : 'maybe' });
        },
      ],
      [
        route(endpoints.dislikeFantasy, { params: { id } }),
        () => {
          data.liked = data.liked.filter((item) => item !== id);
          return json({ fantasy: id, state: 'none' } satisfies LikeResult);
        },
      ],
    ]),
  );
  const api = mockAccountApi(
    { me, partner },
    {
      [route(endpoints.getFantasyStats)]: () => json(state.stats ?? {}),
      [route(endpoints.getSubscription)]: () => json(state.subscription ?? NO_PREMIUM),
      [route(endpoints.listLiked)]: () => json(data.liked),
      [route(endpoints.listPassed)]: (_locale, request) => {
        if (request.method !== 'DELETE') return json(data.passed);
        data.passed = [];
        return new Response(null, { status: 204 });
      },
      [route(endpoints.listMatches)]: () => json(matches()),
      [route(endpoints.listMaybes)]: () => json(data.maybes),
      [route(endpoints.listOwnCards, WHOLE_LIST)]: () => json(state.ownCards ?? []),
      [route(endpoints.listMaybeMatches)]: () => json(maybeMatches()),
      [route(endpoints.getDeepid)]: () => json(data.deepid),
      [route(endpoints.setDeepid)]: (_locale, request) => {
        const ids = request.body as number[];
        if (ids.length > 9) return errorResponse(400, { code: 'invalid', detail: 'Too many.' });
        data.deepid = ids;
        return json({ deepid: ids, user: me });
      },
      [route(endpoints.getFilters)]: (_locale, request) => {
        if (request.method === 'POST') data.filters = request.body as FantasyFilters;
        return json(data.filters);
      },
      [route(endpoints.getCardIntensity)]: (_locale, request) => {
        if (request.method === 'PUT') data.bolderCards = (request.body as CardIntensity).bolder_cards;
        return json({ bolder_cards: data.bolderCards } satisfies CardIntensity);
      },
      ...likeHandlers,
      ...overrides,
    },
  );
  return { ...api, data, me };
}
