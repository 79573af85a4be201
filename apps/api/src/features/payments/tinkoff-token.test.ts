import { describe, expect, it } from 'vitest';
import { hasValidTinkoffToken, tinkoffToken } from './tinkoff-token.ts';

// The worked example of developer.tbank.ru/eacq/intro/developer/token.
const documented = {
  TerminalKey: 'MerchantTerminalKey',
  Amount: '19200',
  OrderId: '00000',
  Description: 'Подарочная карта на 1000 рублей',
  DATA: { Phone: '+71234567890', Email: 'a@test.com' },
  Receipt: { Email: 'a@test.ru', Taxation: 'osn', Items: [{ Name: 'Наименование товара 1', Price: 10000 }] },
};

describe('tinkoffToken', () => {
  it('matches the acquirer’s documented example, leaving out Receipt and DATA', () => {
    expect(tinkoffToken(documented, '11111111111111')).toBe(
      '72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2',
    );
  });

  it('signs numbers and booleans as their text and ignores a Token already present', () => {
    const params = { TerminalKey: 'T', Amount: 19200, Success: true, Token: 'whatever' };
    expect(tinkoffToken(params, 'p')).toBe(
      tinkoffToken({ Amount: '19200', Success: 'true', TerminalKey: 'T' }, 'p'),
    );
  });

  it('accepts the right signature and refuses a changed value, a wrong password or garbage', () => {
    const params = { TerminalKey: 'T', OrderId: 'o', Amount: 100, Status: 'CONFIRMED' };
    const signed = { ...params, Token: tinkoffToken(params, 'secret') };
    expect(hasValidTinkoffToken(signed, 'secret')).toBe(true);
    expect(hasValidTinkoffToken({ ...signed, Amount: 1 }, 'secret')).toBe(false);
    expect(hasValidTinkoffToken(signed, 'other')).toBe(false);
    expect(hasValidTinkoffToken({ ...params, Token: 'nope' }, 'secret')).toBe(false);
    expect(hasValidTinkoffToken(params, 'secret')).toBe(false);
  });
});
