import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const notice = z.object({
  id: z.number().int(),
  kind: z.enum(['match', 'invite']),
  fantasy: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
const page = z.object({ count: z.number().int(), results: z.array(notice) });
const route = (schema: z.ZodType) => ({
  schema,
  method: 'GET',
  url: '/api/v0/notifications/',
  httpStatus: '200',
});

describe.each([false, true])(
  'answers written from the contract (checked against zod: %s)',
  (checksAgainstZod) => {
    const serialize = (schema: z.ZodType, data: unknown) =>
      responseSerializerCompiler({ checksAgainstZod })(route(schema))(data);

    it('writes what zod would, nulls and nested objects included', () => {
      const data = {
        count: 2,
        results: [
          { id: 1, kind: 'match', fantasy: 7, actor: { id: 3, username: 'anna' } },
          { id: 2, kind: 'invite', fantasy: null, actor: null },
        ],
      };
      expect(JSON.parse(serialize(page, data))).toEqual(data);
    });

    it('leaves out every property the contract does not declare, at any depth', () => {
      const written = serialize(page, {
        count: 1,
        partnerLikes: [4, 5],
        results: [
          {
            id: 1,
            kind: 'match',
            fantasy: 7,
            actor: { id: 3, username: 'anna', email: 'a@x.ru' },
            secret: 1,
          },
        ],
      });
      expect(JSON.parse(written)).toEqual({
        count: 1,
        results: [{ id: 1, kind: 'match', fantasy: 7, actor: { id: 3, username: 'anna' } }],
      });
    });
  },
);

describe('in tests, an answer off the contract', () => {
  const serialize = responseSerializerCompiler({ checksAgainstZod: true })(route(notice));

  it('fails instead of being reshaped', () => {
    expect(() => serialize({ id: 1, kind: 'breakup', fantasy: null, actor: null })).toThrow();
    expect(() => serialize({ id: '1', kind: 'match', fantasy: null, actor: null })).toThrow();
  });
});
