import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/en/matches/?tab=deepid#top')).toBe('/en/matches/?tab=deepid#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it.each([
    null,
    '',
    'matches/',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007f/',
    '/\\/evil.example',
  ])('drops %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('drops what `?next=/%09/evil.example` decodes to', () => {
    expect(safeNextPath(new URLSearchParams('next=/%09/evil.example').get('next'))).toBeNull();
  });
});
