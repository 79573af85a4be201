import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FantasyFilters } from '@duet/contracts';
import { i18n } from '#lib/i18n.ts';
import { renderInApp } from '#test/render-app.tsx';
import { resetFilters } from '../utils/feed-order.ts';
import { FiltersDialog } from './filters-dialog.tsx';

async function sortingRadios(filters: FantasyFilters) {
  await i18n.changeLanguage('en');
  const element = (
    <FiltersDialog
      open
      onOpenChange={() => {}}
      filters={filters}
      tags={[]}
      collections={[]}
      bolderCards="all"
      onApply={() => {}}
    />
  );
  renderInApp(element, '/en/');
  const dialog = await screen.findByRole('dialog');
  const group = within(dialog).getByRole('group', { name: 'Order' });
  return within(group).getAllByRole<HTMLInputElement>('radio');
}

describe('filters popup', () => {
  it('offers random and most matched, not an order by feedback nobody can read', async () => {
    const radios = await sortingRadios(resetFilters());
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Surprise me', 'Most matched']);
    expect(radios[0]!.checked).toBe(true);
  });

  it('still shows "most discussed" when an older client saved it, so it says what the feed does', async () => {
    const radios = await sortingRadios({ ...resetFilters(), sorting: 'comments' });
    expect(radios).toHaveLength(3);
    expect(radios.find((radio) => radio.checked)?.labels?.[0]?.textContent).toBe('Most discussed');
  });
});
