import type { FantasyFilters, FantasyStats, LikeResult, Me, Partner, Subscription } from '@duet/contracts';
import { mockAccountApi } from './account-mocks.ts';
import { errorResponse, json, NO_PREMIUM, type MockRequest } from './api-mocks.ts';
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
  stats?: FantasyStats;
  /** The couple's premium; none by default, so medium and hard fantasies are locked. */
  subscription?: Subscription;
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
    filters: state.filters ?? { difficulty: null, sorting: 'random', tags: [] },
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
    [10, 11, 12].flatMap((id) => [
      [
        `/fantasies/${id}/like/`,
        () => {
          data.maybes = data.maybes.filter((item) => item !== id);
          if (!data.liked.includes(id)) data.liked.push(id);
          const result: LikeResult = { fantasy: id, state: matches().includes(id) ? 'match' : 'like' };
          return json(result);
        },
      ],
      [
        `/fantasies/${id}/pass/`,
        (_locale: 'ru' | 'en', request: MockRequest) => {
          data.passed = data.passed.filter((item) => item !== id);
          if (request.method === 'DELETE') return new Response(null, { status: 204 });
          data.passed.push(id);
          return json({ fantasy: id });
        },
      ],
      [
        `/fantasies/${id}/maybe/`,
        (_locale: 'ru' | 'en', request: MockRequest) => {
          data.maybes = data.maybes.filter((item) => item !== id);
          if (request.method === 'DELETE') return new Response(null, { status: 204 });
          data.liked = data.liked.filter((item) => item !== id);
          data.maybes.push(id);
          return json({ fantasy: id, state: maybeMatches().includes(id) ? 'maybe_match' : 'maybe' });
        },
      ],
      [
        `/fantasies/${id}/dislike/`,
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
      '/fantasies/stats/': () => json(state.stats ?? {}),
      '/subscriptions/': () => json(state.subscription ?? NO_PREMIUM),
      '/fantasies/liked/': () => json(data.liked),
      '/fantasies/passed/': (_locale, request) => {
        if (request.method !== 'DELETE') return json(data.passed);
        data.passed = [];
        return new Response(null, { status: 204 });
      },
      '/fantasies/matches/': () => json(matches()),
      '/fantasies/maybe/': () => json(data.maybes),
      '/fantasies/maybe_matches/': () => json(maybeMatches()),
      '/fantasies/deepid/': () => json(data.deepid),
      '/fantasies/deepid_set/': (_locale, request) => {
        const ids = request.body as number[];
        if (ids.length > 9) return errorResponse(400, { code: 'invalid', detail: 'Too many.' });
        data.deepid = ids;
        return json({ deepid: ids, user: me });
      },
      '/fantasies/user/filters/': (_locale, request) => {
        if (request.method === 'POST') data.filters = request.body as FantasyFilters;
        return json(data.filters);
      },
      ...likeHandlers,
      ...overrides,
    },
  );
  return { ...api, data, me };
}
