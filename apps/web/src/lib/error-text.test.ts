import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from './api-client.ts';
import { errorText, type ErrorTexts } from './error-text.ts';

const TEXTS = {
  invite_self: 'common:error.invite.invite_self',
  invalid: 'common:error.invite.invalid',
} as const satisfies ErrorTexts;

// What the table's `satisfies` refuses: `npm run typecheck` fails if either line compiles.
// @ts-expect-error a code that is not in the contracts' vocabulary
({ invite_slef: 'common:error.invite.invite_self' }) satisfies ErrorTexts;
// @ts-expect-error a key that is not in the catalogues
({ invite_self: 'common:error.invite.invite_slef' }) satisfies ErrorTexts;

const apiError = (code: ApiErrorCode, status: number) => new ApiError({ status, code, detail: '' });

describe('errorText', () => {
  it("words the table's codes with the table's texts", () => {
    expect(errorText(apiError('invite_self', 400), TEXTS)).toBe('Нельзя пригласить самого себя.');
    expect(errorText(apiError('invalid', 400), TEXTS)).toBe('Проверьте имя пользователя и попробуйте снова.');
  });

  it('words any other failure with the common messages', () => {
    expect(errorText(apiError('throttled', 429), TEXTS)).toBe(
      'Слишком много запросов. Подождите немного и попробуйте снова.',
    );
    expect(errorText(apiError('network_error', 0), TEXTS)).toBe(
      'Нет связи с сервером. Проверьте подключение к интернету.',
    );
    expect(errorText(new Error('boom'), TEXTS)).toBe('Что-то пошло не так. Попробуйте ещё раз.');
    expect(errorText(apiError('not_found', 404), {})).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});
