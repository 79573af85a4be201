import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnCard } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { renderApp } from '#test/render-app.tsx';

vi.mock('#lib/analytics.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  track: vi.fn(),
}));

describe('like analytics', () => {
  it('records likes and dislikes without naming the fantasy, and a match with its id', async () => {
    vi.mocked(track).mockClear();
    const { me } = mockLikesApi({ partnerLikes: [10] });
    renderApp('/en/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Candle-lit dinner' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('match', { fantasy: 10 }));
    expect(track).toHaveBeenCalledWith('like');
    // The match is revealed first (its popup loads on demand); the like is taken back after it.
    const reveal = await screen.findByRole('dialog', { name: "It's a match!" });
    fireEvent.click(within(reveal).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Like Candle-lit dinner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove match' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('dislike'));

    const calls = vi.mocked(track).mock.calls as unknown as [string, unknown?][];
    for (const [name, properties] of calls.filter(([name]) => name === 'like' || name === 'dislike')) {
      expect([name, properties]).toEqual([name, undefined]);
    }
    expect(JSON.stringify(calls)).not.toMatch(/Candle|dinner/);
  });

  it('records a match on an own card without its id or its text', async () => {
    vi.mocked(track).mockClear();
    const card: OwnCard = {
      id: 500,
      title: 'Breakfast on the roof',
      description: 'Just us and the sunrise',
      language: 'en',
      mine: false,
      shared: true,
      created_at: '2026-11-26T10:00:00Z',
      updated_at: '2026-11-26T10:00:00Z',
    };
    const { me } = mockLikesApi({ partnerLikes: [500], ownCards: [card] });
    renderApp('/en/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Breakfast on the roof' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('own_card_match'));
    const sent = JSON.stringify(vi.mocked(track).mock.calls);
    expect(sent).not.toMatch(/500|Breakfast|sunrise/);
  });
});
