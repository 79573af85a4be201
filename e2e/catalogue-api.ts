import type { APIRequestContext } from '@playwright/test';
import { endpointUrl, endpoints, type Collection, type EndpointAnswer, type Fantasy } from '@duet/contracts';
import type { Language } from './words.ts';

/** The catalogue as the API lists it in a language, for a test to pick its fantasies from. */
export async function fetchCatalogue(request: APIRequestContext, language: Language): Promise<Fantasy[]> {
  const response = await request.get(endpointUrl(endpoints.listFantasies, undefined, { paginator: 'off' }), {
    headers: { 'accept-language': language },
  });
  const answer = (await response.json()) as EndpointAnswer<'listFantasies'>;
  // `paginator=off` answers the whole list; the table's type also allows a page.
  return Array.isArray(answer) ? answer : answer.results;
}

/** The themed collections as the API lists them in a language (ADR 0029). */
export async function fetchCollections(
  request: APIRequestContext,
  language: Language,
): Promise<Collection[]> {
  const response = await request.get(
    endpointUrl(endpoints.listCollections, undefined, { paginator: 'off' }),
    { headers: { 'accept-language': language } },
  );
  const answer = (await response.json()) as EndpointAnswer<'listCollections'>;
  return Array.isArray(answer) ? answer : answer.results;
}
