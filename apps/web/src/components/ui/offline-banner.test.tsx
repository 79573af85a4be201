import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('OfflineBanner', () => {
  it('says the app is offline while it is, and goes away when the network is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toMatch(/./);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
