import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, readStoredJson, writeStored } from './safe-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('writes, reads and removes in the storage asked for', () => {
    expect(writeStored('sessionStorage', 'k', 'v')).toBe(true);
    expect(readStored('sessionStorage', 'k')).toBe('v');
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(writeStored('sessionStorage', 'k', null)).toBe(true);
    expect(readStored('sessionStorage', 'k')).toBeNull();
  });

  it('reads JSON, and takes a damaged value as none', () => {
    writeStored('localStorage', 'k', '{"a":1}');
    expect(readStoredJson('localStorage', 'k')).toEqual({ a: 1 });
    writeStored('localStorage', 'k', '{a');
    expect(readStoredJson('localStorage', 'k')).toBeNull();
    expect(readStoredJson('localStorage', 'missing')).toBeNull();
  });

  it('answers "nothing" and "not written" when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(readStoredJson('localStorage', 'k')).toBeNull();
    expect(writeStored('localStorage', 'k', 'v')).toBe(false);
  });
});
