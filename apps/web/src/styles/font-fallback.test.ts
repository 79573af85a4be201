import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test setup turns imported CSS into nothing, `?raw` included.
const source = (path: string) => readFileSync(join(process.cwd(), 'apps/web/src', path), 'utf8');
const fallbackCss = source('styles/font-fallback.css');
const tokensCss = source('styles/tokens.css');
const mainSource = source('main.tsx');

describe('the webfont fallback', () => {
  it('is a local Arial sized to Manrope, so the text keeps its place when Manrope takes over', () => {
    const face = /@font-face\s*{([^}]*)}/.exec(fallbackCss)?.[1] ?? '';
    expect(face).toContain("font-family: 'Manrope Fallback'");
    expect(face).toMatch(/src:\s*local\('Arial'\)[^;]*local\('Liberation Sans'\)/);
    for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(face).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
    }
  });

  it('comes right after Manrope in the font stack, before the system fonts', () => {
    expect(tokensCss).toMatch(
      /--font-sans:\s*'Manrope Variable',\s*'Manrope',\s*'Manrope Fallback',\s*system-ui,/,
    );
    expect(mainSource).toContain("import './styles/font-fallback.css';");
  });
});
