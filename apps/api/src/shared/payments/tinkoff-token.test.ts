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

/**
 * A payment notification as T-Bank sends it (developer.tbank.ru/eacq/intro/developer/notification),
 * with the nested `Data` object its notifications carry. Its Token was worked out by hand from the
 * documented rule, outside Duet's code: the values of Amount, CardId, ErrorCode, ExpDate, OrderId,
 * Pan, Password, PaymentId, Status, Success, TerminalKey joined and hashed with
 * `printf '%s' '1000003222640123021090430000******0777duet-test-password13660CONFIRMEDtrueTinkoffBankTest' | sha256sum`.
 */
const notification = {
  TerminalKey: 'TinkoffBankTest',
  OrderId: '21090',
  Success: true,
  Status: 'CONFIRMED',
  PaymentId: 13660,
  ErrorCode: '0',
  Amount: 100000,
  CardId: 322264,
  Pan: '430000******0777',
  ExpDate: '1230',
  Data: { Source: 'cards', Device: 'Desktop', REDIRECT: 'false' },
  Token: '6d8e83c07a697496e4f5d809cc3e1bfdeb44d5d10f23f951dc472d1eeb27a3cb',
};

describe('tinkoffToken', () => {
  it('matches the acquirer’s documented example, leaving out Receipt and DATA', () => {
    expect(tinkoffToken(documented, '11111111111111')).toBe(
      '72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2',
    );
  });

  it('checks a notification signed outside Duet, leaving out its nested Data', () => {
    expect(tinkoffToken(notification, 'duet-test-password')).toBe(notification.Token);
    expect(hasValidTinkoffToken(notification, 'duet-test-password')).toBe(true);
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
