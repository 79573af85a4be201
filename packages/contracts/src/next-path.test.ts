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
    '/..//evil.example/',
    '/../..//evil.example/',
    '/en/..//..//evil.example/',
    '/%2e%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/.%2e//evil.example/',
    '/%2e.//evil.example/',
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/..//evil.example/?next=/#top',
    '/./\\evil',
    '/..\\evil.example',
    '/a/\\..\\/evil.example',
    '/\t..//evil.example/',
    '/.\n.//evil.example/',
    '/..//\tevil.example/',
  ])('drops %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('drops what `?next=/%09/evil.example` decodes to', () => {
    expect(safeNextPath(new URLSearchParams('next=/%09/evil.example').get('next'))).toBeNull();
  });

  it.each(['next=/%2e%2e//evil.example/', 'next=/%252e%252e//evil.example/', 'next=/%5cevil.example'])(
    'drops what `?%s` decodes to',
    (query) => {
      expect(safeNextPath(new URLSearchParams(query).get('next'))).toBeNull();
    },
  );

  it('keeps the resolved path a browser would go to', () => {
    expect(safeNextPath('/en/../matches/')).toBe('/matches/');
    expect(safeNextPath('/en/./%2e%2e/events/?tab=1')).toBe('/events/?tab=1');
    expect(safeNextPath('/..')).toBe('/');
    // An escaped slash is no slash to a browser: the path stays on this site.
    expect(safeNextPath('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example/');
  });
});
