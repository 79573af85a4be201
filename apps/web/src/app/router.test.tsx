import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { json, mockApi, route } from '#test/api-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { stubMatchMedia } from '#test/match-media.ts';
import { MOBILE_QUERY } from '#hooks/use-is-mobile.ts';

describe('router', () => {
  it('renders /en/about/ in English with the default layout', async () => {
    renderApp('/en/about/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duet — a space for the two of you' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('About Duet — Duet');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('renders the unprefixed path in Russian', async () => {
    renderApp('/about/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duet — пространство для двоих' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/nope/');
    expect(await screen.findByText('Адрес: /nope/')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    // The heading is said once: the line under it names the address, not the heading again.
    expect(screen.getAllByText(/страница не найдена/i)).toHaveLength(1);
  });

  it('shows the English 404 page under /en/', async () => {
    renderApp('/en/nope/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Address: /en/nope/')).toBeTruthy();
  });

  it('treats a parameter the route table rejects as not found', async () => {
    renderApp('/fantasies/Bad_Slug/');
    expect(await screen.findByText('Адрес: /fantasies/Bad_Slug/')).toBeTruthy();
  });

  it('adds the missing trailing slash', async () => {
    const { router } = renderApp('/en/about');
    await screen.findByRole('heading', { level: 1, name: 'Duet — a space for the two of you' });
    expect(router.state.location.pathname).toBe('/en/about/');
  });

  it('sends an unprefixed path to /en/ when the locale cookie says English', async () => {
    document.cookie = 'locale=en; Path=/';
    const { router } = renderApp('/about/');
    await screen.findByRole('heading', { level: 1, name: 'Duet — a space for the two of you' });
    expect(router.state.location.pathname).toBe('/en/about/');
  });

  it('keeps an explicit /ru/ prefix Russian whatever the cookie says', async () => {
    document.cookie = 'locale=en; Path=/';
    const { router } = renderApp('/ru/about/');
    await screen.findByRole('heading', { level: 1, name: 'Duet — пространство для двоих' });
    expect(router.state.location.pathname).toBe('/ru/about/');
  });

  it('switches language: sets the cookie and moves to the localized path', async () => {
    const { router } = renderApp('/about/');
    await screen.findByRole('heading', { level: 1, name: 'Duet — пространство для двоих' });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Duet — a space for the two of you' });
    expect(router.state.location.pathname).toBe('/en/about/');
    expect(document.cookie).toContain('locale=en');

    fireEvent.click(screen.getByRole('button', { name: 'Русский' }));
    await screen.findByRole('heading', { level: 1, name: 'Duet — пространство для двоих' });
    expect(router.state.location.pathname).toBe('/about/');
    expect(document.cookie).toContain('locale=ru');
  });

  it('keeps the locale prefix in links and marks the active section', async () => {
    mockApi();
    renderApp('/ru/matches/likes/', { me: makeMe() });
    const tab = await screen.findByRole('link', { name: 'Лайки' });
    expect(tab.getAttribute('href')).toBe('/ru/matches/likes/');
    expect(tab.getAttribute('aria-current')).toBe('page');
    const nav = screen.getByRole('navigation', { name: 'Основные разделы' });
    const matches = within(nav).getByRole('link', { name: 'Совпадения' });
    expect(matches.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Профиль' }).getAttribute('href')).toBe('/ru/profile/');
  });

  it('renders /en/test-tinkoff/ in the default layout, closed unless the server opens it', async () => {
    mockApi({
      [route(endpoints.getPaymentSettings)]: () =>
        json({ mode: 'sandbox', promo_free_membership: false, test_page: false }),
    });
    renderApp('/en/test-tinkoff/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment check' })).toBeTruthy();
    expect(await screen.findByText('This page is not available on this server.')).toBeTruthy();
    expect(document.title).toBe('Test payment — Duet');
  });

  it('shows a fantasy found by slug, with its description', async () => {
    mockApi();
    renderApp('/en/fantasies/stargazing/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stars on the roof' })).toBeTruthy();
    expect(await screen.findByText('A blanket, a flask and the sky.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Stars on the roof — Duet'));
    expect(screen.getByRole('link', { name: 'Preparation' }).getAttribute('href')).toBe(
      '/en/fantasies/stargazing/preparation/',
    );
  });

  it('opens the preparation popup over the fantasy on its child route', async () => {
    mockApi();
    const { router } = renderApp('/fantasies/stargazing/preparation/');
    const dialog = await screen.findByRole('dialog', { name: 'Подготовка' });
    expect(screen.getByRole('heading', { level: 1, name: 'Звёзды на крыше', hidden: true })).toBeTruthy();
    const tips = await within(dialog).findAllByRole('listitem');
    expect(tips.map((tip) => tip.textContent)).toEqual([
      'Проверьте прогноз погоды.',
      'Возьмите тёплый плед.',
    ]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fantasies/stargazing/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows not found for a slug missing from the catalogue', async () => {
    mockApi();
    renderApp('/fantasies/no-such-thing/');
    expect(await screen.findByText('Адрес: /fantasies/no-such-thing/')).toBeTruthy();
  });
});

describe('main layout on a phone', () => {
  it('puts the four sections in a bottom tab bar after the main content', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    mockApi();
    renderApp('/en/events/invitations/');
    const nav = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(nav.classList.contains('main-nav--bottom')).toBe(true);
    expect(
      screen.getByRole('main').compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    expect(within(tabs).getByRole('link', { name: 'Invitations' }).getAttribute('aria-current')).toBe('page');
  });
});
