import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { serverBuyerErrors, validateBuyer } from './validate-buyer.ts';

describe('validateBuyer', () => {
  it('asks for a name and for an e-mail or a phone', () => {
    expect(validateBuyer({ name: '  ', email: '', phone: '' })).toEqual({
      name: 'nameRequired',
      email: 'contactRequired',
    });
  });

  it('accepts a name with either contact', () => {
    expect(validateBuyer({ name: 'Аня', email: 'anya@example.com', phone: '' })).toEqual({});
    expect(validateBuyer({ name: 'Аня', email: '', phone: '+7 (999) 123-45-67' })).toEqual({});
  });

  it('refuses a malformed e-mail and an unfinished phone', () => {
    expect(validateBuyer({ name: 'Аня', email: 'anya@', phone: '+7 (999) 12' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });

  it("reads the server's field errors", () => {
    const error = new ApiError({ status: 400, code: 'invalid', detail: 'No.', fields: { phone: ['Bad.'] } });
    expect(serverBuyerErrors(error)).toEqual({ phone: 'phoneInvalid' });
  });
});
