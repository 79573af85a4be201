import { vi } from 'vitest';

/** Stubs the clipboard (and optionally the share sheet) that jsdom lacks. */
export function stubShareApis({ withShare = false } = {}) {
  const writeText = vi.fn(() => Promise.resolve());
  const share = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText },
    ...(withShare ? { share } : {}),
  });
  return { writeText, share };
}
