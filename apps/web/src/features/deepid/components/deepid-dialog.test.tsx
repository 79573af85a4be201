import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fantasy } from '@duet/contracts';
import { i18n } from '#lib/i18n.ts';
import { renderInApp } from '#test/render-app.tsx';
import { DeepidDialog } from './deepid-dialog.tsx';

const FANTASIES: Fantasy[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  slug: `f-${index + 1}`,
  title: `Fantasy ${index + 1}`,
  teaser: '',
  tags: [],
  collections: [],
  difficulty: 'light',
}));

async function renderDialog(chosen: number[], path = '/en/', isLocked?: (fantasy: Fantasy) => boolean) {
  await i18n.changeLanguage(path.startsWith('/en/') ? 'en' : 'ru');
  const element = (
    <DeepidDialog open onOpenChange={() => {}} fantasies={FANTASIES} chosen={chosen} isLocked={isLocked} />
  );
  renderInApp(element, path);
  return screen.findByRole('dialog');
}

const box = (dialog: HTMLElement, id: number) =>
  within(dialog).getByRole('checkbox', { name: `Fantasy ${id}` });

describe('deep-id popup', () => {
  it('dims the unselected at nine and adds none of them', async () => {
    const dialog = await renderDialog([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(box(dialog, 10).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(box(dialog, 9));
    expect(within(dialog).getByText('9 of 9')).toBeTruthy();
    expect(within(dialog).getByText("That's all nine — remove one to add another.")).toBeTruthy();
    expect(box(dialog, 10).getAttribute('aria-disabled')).toBe('true');
    expect(box(dialog, 10).closest('label')?.classList.contains('deepid-option--dimmed')).toBe(true);
    expect(box(dialog, 1).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(box(dialog, 10));
    expect(box(dialog, 10)).toHaveProperty('checked', false);
    expect(within(dialog).getByText('9 of 9')).toBeTruthy();
    // Removing one makes room again.
    fireEvent.click(box(dialog, 1));
    expect(box(dialog, 10).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(box(dialog, 10));
    expect(box(dialog, 10)).toHaveProperty('checked', true);
  });

  it('shows locked fantasies dimmed with the lock and does not add them', async () => {
    // Fantasy 2 is locked and unchosen; fantasy 3 is locked but was chosen before premium ran out.
    const dialog = await renderDialog([3], '/en/', (fantasy) => fantasy.id === 2 || fantasy.id === 3);
    const locked = box(dialog, 2);
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.closest('label')?.classList.contains('deepid-option--dimmed')).toBe(true);
    expect(within(locked.closest('label')!).getByText('Premium')).toBeTruthy();
    expect(document.getElementById(locked.getAttribute('aria-describedby')!)?.textContent).toBe('Premium');
    fireEvent.click(locked);
    expect(locked).toHaveProperty('checked', false);
    expect(within(dialog).getByText('1 of 9')).toBeTruthy();
    // A free one is still addable, and a chosen locked one can still be let go.
    expect(box(dialog, 1).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(box(dialog, 3));
    expect(box(dialog, 3)).toHaveProperty('checked', false);
    expect(within(dialog).getByText('0 of 9')).toBeTruthy();
  });

  it('describes each chosen fantasy by its position', async () => {
    const dialog = await renderDialog([3, 1]);
    const description = (id: number) =>
      document.getElementById(box(dialog, id).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description(3)).toBe('No. 1');
    expect(description(1)).toBe('No. 2');
    expect(box(dialog, 2).getAttribute('aria-describedby')).toBeNull();
  });

  it('uses Russian plurals for what can still be added', async () => {
    const dialog = await renderDialog([1, 2, 3, 4], '/ru/');
    expect(within(dialog).getByText('4 из 9')).toBeTruthy();
    expect(within(dialog).getByText('Можно добавить ещё 5 фантазий')).toBeTruthy();
    fireEvent.click(box(dialog, 5));
    fireEvent.click(box(dialog, 6));
    fireEvent.click(box(dialog, 7));
    expect(within(dialog).getByText('Можно добавить ещё 2 фантазии')).toBeTruthy();
    fireEvent.click(box(dialog, 8));
    expect(within(dialog).getByText('Можно добавить ещё 1 фантазию')).toBeTruthy();
  });
});

describe('deep-id popup search and marks', () => {
  it('finds by title, says how many, and keeps what was chosen while searching', async () => {
    const dialog = await renderDialog([1], '/ru/');
    const search = within(dialog).getByRole('searchbox', { name: 'Найти фантазию' });
    fireEvent.change(search, { target: { value: 'fantasy 1' } });
    // Fantasy 1, 10, 11 and 12.
    expect(await within(dialog).findByText('Нашлись 4 фантазии')).toBeTruthy();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(box(dialog, 11));
    fireEvent.change(search, { target: { value: 'нет такой' } });
    expect(await within(dialog).findByText('Ничего не нашлось. Попробуйте другое слово.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(12);
    expect(box(dialog, 1)).toHaveProperty('checked', true);
    expect(box(dialog, 11)).toHaveProperty('checked', true);
  });

  it('shows the mark the page gives each fantasy', async () => {
    await i18n.changeLanguage('en');
    const element = (
      <DeepidDialog
        open
        onOpenChange={() => {}}
        fantasies={FANTASIES}
        chosen={[]}
        renderMark={(fantasy) => (fantasy.id === 2 ? <span>Matched</span> : null)}
      />
    );
    renderInApp(element, '/en/');
    const dialog = await screen.findByRole('dialog');
    const option = box(dialog, 2).closest('label')!;
    expect(within(option).getByText('Matched')).toBeTruthy();
    expect(within(box(dialog, 3).closest('label')!).queryByText('Matched')).toBeNull();
  });
});
