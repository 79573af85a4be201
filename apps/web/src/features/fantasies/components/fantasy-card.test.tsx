import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Tag } from '@duet/contracts';
import { i18n } from '#lib/i18n.ts';
import { CATALOGUE, listFantasies } from '#test/api-mocks.ts';
import { FantasyCard } from './fantasy-card.tsx';

function renderCard(path: string, fantasyIndex: number, tags: Tag[] | undefined) {
  const locale = path.startsWith('/en/') ? 'en' : 'ru';
  const fantasy = listFantasies(locale)[fantasyIndex]!;
  const index = tags && new Map(tags.map((tag) => [tag.id, tag]));
  const router = createMemoryRouter(
    [{ path: '*', element: <FantasyCard fantasy={fantasy} tags={index} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('FantasyCard', () => {
  it('links the title to the fantasy under the current locale prefix', async () => {
    await i18n.changeLanguage('en');
    renderCard('/en/', 0, CATALOGUE.en.tags);
    const link = screen.getByRole('link', { name: 'Candle-lit dinner' });
    expect(link.getAttribute('href')).toBe('/en/fantasies/candle-dinner/');
    expect(screen.getByRole('article', { name: 'Candle-lit dinner' })).toBeTruthy();
  });

  it('shows tags as chips sorted alphabetically', async () => {
    await i18n.changeLanguage('en');
    renderCard('/en/', 0, CATALOGUE.en.tags);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At home', 'Romance']);
  });

  it('shows a tag without a title by its id', async () => {
    await i18n.changeLanguage('ru');
    renderCard('/', 1, CATALOGUE.ru.tags);
    expect(screen.getByText('#3')).toBeTruthy();
  });

  it('gives difficulty dots an accessible label', async () => {
    await i18n.changeLanguage('ru');
    renderCard('/', 1, undefined);
    expect(screen.getByRole('img', { name: 'Сложность: средняя, 2 из 3' })).toBeTruthy();
    expect(document.querySelectorAll('.difficulty__dot--on')).toHaveLength(2);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
