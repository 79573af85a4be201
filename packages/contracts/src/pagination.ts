import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/** Query of every list endpoint: DRF page-number pagination, switched off by `?paginator=off`. */
export const listQuerySchema = z.object({
  paginator: z.enum(['on', 'off']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A list answers a plain array with `?paginator=off` and a page otherwise. */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.union([z.array(item), pageSchema(item)]);

export type Page<Item> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
};
