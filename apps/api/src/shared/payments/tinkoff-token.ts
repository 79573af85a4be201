import { createHash, timingSafeEqual } from 'node:crypto';

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The acquirer's request signature: the root-level scalar values (never Receipt, DATA or other
 * objects and arrays, never Token itself) plus Password, sorted by key, concatenated, SHA-256 hex.
 */
export function tinkoffToken(params: Record<string, unknown>, password: string): string {
  const signed = Object.entries({ ...params, Password: password })
    .filter(([key, value]) => key !== 'Token' && isScalar(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => String(value))
    .join('');
  return createHash('sha256').update(signed, 'utf8').digest('hex');
}

/** Whether `params.Token` is the signature of the rest, compared in constant time. */
export function hasValidTinkoffToken(params: Record<string, unknown>, password: string): boolean {
  const given = params.Token;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(tinkoffToken(params, password), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}
