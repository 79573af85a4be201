import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDiscreet, resetDiscreet, setDiscreet, setDiscreetPin } from '#lib/discreet.ts';
import { renderInApp } from '#test/render-app.tsx';
import { DiscreetHost } from './discreet-host.tsx';

afterEach(() => act(() => resetDiscreet()));

const leaveTab = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('DiscreetHost', () => {
  it('asks for the PIN after hiding, not after a look at another tab (the setting promises no more)', async () => {
    setDiscreet(true);
    await setDiscreetPin('2468');
    renderInApp(<DiscreetHost />);
    act(() => leaveTab('hidden'));
    act(() => leaveTab('visible'));
    expect(readDiscreet().isHidden).toBe(false);
    expect(screen.queryByLabelText(/^PIN/)).toBeNull();

    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(readDiscreet().isHidden).toBe(true);
    expect(await screen.findByLabelText(/^PIN/)).toBeTruthy();
  });
});
