import type { i18n as I18n, Namespace, ParseKeysWithoutVariables, TFunction } from 'i18next';
import type { ErrorCode } from '@duet/contracts/plain';
import { ApiError, errorMessageKey } from './api-client.ts';
import { i18n } from './i18n.ts';

type AppNamespaces = I18n['t'] extends TFunction<infer Ns extends Namespace> ? Ns : never;

/** A key of any catalogue, its namespace first (`gifts:errors.gift_own`), whose text takes no values. */
export type TextKey = ParseKeysWithoutVariables<AppNamespaces>;

/**
 * A feature's own words for some of the API's error codes. Declare a table `satisfies ErrorTexts`:
 * a code outside the contracts' vocabulary or a key missing from the catalogues does not compile.
 */
export type ErrorTexts = Partial<Record<ErrorCode, TextKey>>;

/** A failed call in the reader's words: the feature's own text for its codes, else the common one. */
export function errorText(error: unknown, texts: ErrorTexts): string {
  const own =
    error instanceof ApiError && Object.hasOwn(texts, error.code)
      ? texts[error.code as ErrorCode]
      : undefined;
  return own ? i18n.t(own) : i18n.t(errorMessageKey(error));
}
