import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { lockedSelf } from './partner.ts';

describe('lockedSelf', () => {
  it('answers the signed-in person among the locked rows', () => {
    const people = [
      { id: 3, username: 'a' },
      { id: 7, username: 'b' },
    ];
    expect(lockedSelf(people, 7)).toEqual({ id: 7, username: 'b' });
  });

  it('is a 401, not a 500, when their account went after the token was checked', () => {
    const refusal = (() => {
      try {
        lockedSelf([{ id: 3 }], 7);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).toBody().code).toBe('authentication_failed');
    expect((refusal as AppError).statusCode).toBe(401);
  });
});
