import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { trackPurchasePaidOnce } from './track-purchase-paid.ts';

vi.mock('#lib/analytics.ts', () => ({ track: vi.fn() }));

const plan: Plan = {
  id: 1,
  slug: 'three-months',
  title: '3 months',
  months: 3,
  amount: 99000,
  currency: 'RUB',
};

afterEach(() => localStorage.clear());

describe('purchase_paid', () => {
  it('is recorded once per paid purchase, with the plan slug and kind', () => {
    vi.mocked(track).mockClear();
    trackPurchasePaidOnce({ id: 'p-pending', kind: 'own', plan, status: 'pending' });
    expect(track).not.toHaveBeenCalled();
    trackPurchasePaidOnce({ id: 'p-1', kind: 'gift', plan, status: 'paid' });
    trackPurchasePaidOnce({ id: 'p-1', kind: 'gift', plan, status: 'paid' });
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('purchase_paid', { plan: 'three-months', kind: 'gift' });
    expect(localStorage.getItem('duet:purchases-tracked')).toBe('["p-1"]');
  });
});
