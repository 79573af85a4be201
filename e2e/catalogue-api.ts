import type { APIRequestContext } from '@playwright/test';
import type { Fantasy } from '@duet/contracts';
import type { Language } from './words.ts';

/** The catalogue as the API lists it in a language, for a test to pick its fantasies from. */
export async function fetchCatalogue(request: APIRequestContext, language: Language): Promise<Fantasy[]> {
  const response = await request.get('/api/v0/fantasies/?paginator=off', {
    headers: { 'accept-language': language },
  });
  return (await response.json()) as Fantasy[];
}
