import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { MOBILE_QUERY } from '#hooks/use-is-mobile.ts';
import { CATALOGUE, errorResponse, json, PREMIUM, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { stubMatchMedia } from '#test/match-media.ts';
import { renderApp } from '#test/render-app.tsx';

const card = (title: string) => screen.getByRole('article', { name: title });

describe('locked fantasies in the feed', () => {
  it('marks medium and hard fantasies; a like opens the invitation and sends nothing', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/', { me });
    const blindfold = await screen.findByRole('article', { name: 'Blindfold' });
    expect(await within(blindfold).findByText('Premium')).toBeTruthy();
    expect(within(card('Stars on the roof')).getByText('Premium')).toBeTruthy();
    expect(within(card('Candle-lit dinner')).queryByText('Premium')).toBeNull();

    fireEvent.click(within(blindfold).getByRole('button', { name: 'Like Blindfold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open up more for two' });
    expect(
      within(dialog).getByText(
        'Medium and bold fantasies come with premium — one subscription for both of you.',
      ),
    ).toBeTruthy();
    // Premium is sold in the Russian interface only.
    expect(within(dialog).getByText('Premium is sold in the Russian version of Duet.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the plans in Russian' }).getAttribute('href')).toBe(
      '/ru/profile/plans/',
    );
    expect(within(dialog).getByRole('link', { name: 'Or give premium to another couple' })).toBeTruthy();
    expect(callsTo('/fantasies/12/like/')).toHaveLength(0);
    expect(
      within(blindfold)
        .getByRole('button', { name: 'Like Blindfold', hidden: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('offers the plans page in the Russian interface', async () => {
    const { me } = mockLikesApi();
    renderApp('/', { me });
    const blindfold = await screen.findByRole('article', { name: 'Повязка на глаза' });
    await within(blindfold).findByText('Премиум');
    fireEvent.click(within(blindfold).getByRole('button', { name: 'Нравится: Повязка на глаза' }));
    const dialog = await screen.findByRole('dialog', { name: 'Откройте больше на двоих' });
    expect(within(dialog).getByRole('link', { name: 'Выбрать премиум' }).getAttribute('href')).toBe(
      '/profile/plans/',
    );
  });

  it('lets a premium couple like a medium fantasy', async () => {
    const { me, callsTo } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const stars = await screen.findByRole('article', { name: 'Stars on the roof' });
    await waitFor(() => expect(callsTo('/subscriptions/')).toHaveLength(1));
    fireEvent.click(within(stars).getByRole('button', { name: 'Like Stars on the roof' }));
    await waitFor(() => expect(callsTo('/fantasies/11/like/')).toHaveLength(1));
    expect(within(stars).queryByText('Premium')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the invitation, not an error, when the API still asks for premium', async () => {
    const { me, callsTo } = mockLikesApi(
      { subscription: PREMIUM },
      {
        [route(endpoints.likeFantasy, { params: { id: 11 } })]: () =>
          errorResponse(403, { code: 'premium_required', detail: 'Premium required.' }),
      },
    );
    renderApp('/en/', { me });
    const stars = await screen.findByRole('article', { name: 'Stars on the roof' });
    await waitFor(() => expect(callsTo('/subscriptions/')).toHaveLength(1));
    fireEvent.click(within(stars).getByRole('button', { name: 'Like Stars on the roof' }));
    expect(await screen.findByRole('dialog', { name: 'Open up more for two' })).toBeTruthy();
    expect(screen.queryByText("Couldn't save your choice")).toBeNull();
    await waitFor(() =>
      expect(
        within(stars)
          .getByRole('button', { name: 'Like Stars on the roof', hidden: true })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('moves past a locked card swiped right in the phone deck: no invitation, no like (ADR 0028)', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    const { me, callsTo } = mockLikesApi({
      // Chosen so the deck holds only a locked fantasy.
      filters: { difficulty: 'hard', sorting: 'random', tags: [], collection: null },
    });
    renderApp('/en/', { me });
    const deck = await screen.findByRole('region', { name: 'Fantasies, one at a time' });
    const blindfold = await within(deck).findByRole('article', { name: 'Blindfold' });
    expect(within(blindfold).getByText('Premium')).toBeTruthy();
    const dragged = blindfold.parentElement!;
    fireEvent.pointerDown(dragged, { clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(dragged, { clientX: 160, clientY: 102, pointerType: 'touch' });
    fireEvent.pointerMove(dragged, { clientX: 260, clientY: 104, pointerType: 'touch' });
    fireEvent.pointerUp(dragged, { clientX: 260, clientY: 104, pointerType: 'touch' });
    expect(await screen.findByRole('heading', { name: "You've seen every card" })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('/fantasies/12/like/')).toHaveLength(0);
    expect(callsTo('/fantasies/12/pass/')).toHaveLength(0);
  });
});

describe('a locked fantasy page', () => {
  const lockedStars = (locale: 'ru' | 'en') => ({
    ...CATALOGUE[locale].details.find((detail) => detail.id === 11)!,
    description: null,
    preparation: null,
    locked: true,
  });

  it('shows the invitation instead of the description, and offers no date or feedback', async () => {
    const { me, callsTo } = mockLikesApi(
      {},
      { [route(endpoints.getFantasy, { params: { id: 11 } })]: (locale) => json(lockedStars(locale)) },
    );
    renderApp('/en/fantasies/stargazing/', { me });
    const panel = await screen.findByRole('region', { name: 'This fantasy opens with premium' });
    expect(within(panel).getByRole('link', { name: 'Open the plans in Russian' })).toBeTruthy();
    expect(screen.queryByText('A blanket, a flask and the sky.')).toBeNull();
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);

    // Planning and feedback need the fantasy itself: the panel's premium offer stands for them.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Plan a date' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Leave feedback' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preparation' })).toBeTruthy();
    expect(callsTo('/events/')).toHaveLength(0);
  });

  it('offers premium instead of the preparation tips', async () => {
    const { me } = mockLikesApi(
      {},
      { [route(endpoints.getFantasy, { params: { id: 11 } })]: (locale) => json(lockedStars(locale)) },
    );
    renderApp('/en/fantasies/stargazing/preparation/', { me });
    const dialog = await screen.findByRole('dialog', { name: 'Preparation' });
    expect(
      await within(dialog).findByText('These tips open with premium, like the fantasy itself.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the plans in Russian' })).toBeTruthy();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
  });

  it('shows the description of an unlocked fantasy', async () => {
    const { me } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/fantasies/stargazing/', { me });
    expect(await screen.findByText('A blanket, a flask and the sky.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This fantasy opens with premium' })).toBeNull();
  });
});
