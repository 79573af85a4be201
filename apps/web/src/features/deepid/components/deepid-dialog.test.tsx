import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Fantasy } from '@duet/contracts';
import { AppProviders, createQueryClient } from '#app/providers.tsx';
import { i18n } from '#lib/i18n.ts';
import { DeepidDialog } from './deepid-dialog.tsx';

const FANTASIES: Fantasy[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  slug: `f-${index + 1}`,
  title: `Fantasy ${index + 1}`,
  tags: [],
  difficulty: 'light',
}));

async function renderDialog(chosen: number[], path = '/en/') {
  await i18n.changeLanguage(path.startsWith('/en/') ? 'en' : 'ru');
  const element = <DeepidDialog open onOpenChange={() => {}} fantasies={FANTASIES} chosen={chosen} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
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
