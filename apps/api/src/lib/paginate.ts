import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery, Page } from '@duet/contracts';
import { AppError } from './app-error.ts';
import { publicOrigin } from './public-origin.ts';

/** Which rows the asked page would hold, before anyone knows how many there are. */
export function askedWindow(query: ListQuery) {
  const page = query.page ?? 1;
  return { page, offset: (page - 1) * query.page_size, limit: query.page_size };
}

/** Which rows a page holds; a page past the end is a 404, as in DRF. */
export function pageWindow(query: ListQuery, count: number) {
  const window = askedWindow(query);
  const pageCount = Math.max(1, Math.ceil(count / query.page_size));
  if (window.page > pageCount) throw new AppError('not_found', 'Invalid page.');
  return { ...window, pageCount };
}

/** DRF-style page around `results`, with absolute next/previous links. */
export function toPage<Item>(
  request: FastifyRequest,
  query: ListQuery,
  count: number,
  results: Item[],
): Page<Item> {
  const { page, pageCount } = pageWindow(query, count);
  return {
    count,
    next: page < pageCount ? pageLink(request, page + 1) : null,
    previous: page > 1 ? pageLink(request, page - 1) : null,
    results,
  };
}

/** DRF-style page of an in-memory list. */
export function paginate<Item>(
  request: FastifyRequest,
  query: ListQuery,
  items: readonly Item[],
): Page<Item> {
  const { offset, limit } = pageWindow(query, items.length);
  return toPage(request, query, items.length, items.slice(offset, offset + limit));
}

function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, publicOrigin(request));
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * A list already serialised and UTF-8 encoded once: sent as is, with an ETag so clients can
 * revalidate for free.
 */
export type SerializedList<Item> = { items: readonly Item[]; json: Buffer; etag: string };

export function sendList<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
  list: SerializedList<Item>,
) {
  if (query.paginator !== 'off') return reply.send(paginate(request, query, list.items));
  reply.header('etag', list.etag);
  if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(list.json);
}
