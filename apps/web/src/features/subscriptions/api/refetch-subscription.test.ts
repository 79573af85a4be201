import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchSubscriptionSoon } from './refetch-subscription.ts';

afterEach(() => vi.useRealTimers());

describe('refetchSubscriptionSoon', () => {
  it('reads the subscription at once, after 100 ms and after 1 s', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    refetchSubscriptionSoon(queryClient, 'ru');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['me', 'subscription'] });
    vi.advanceTimersByTime(99);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(900);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('stops the pending reads when cancelled', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const cancel = refetchSubscriptionSoon(queryClient, 'ru');
    cancel();
    vi.advanceTimersByTime(2000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
