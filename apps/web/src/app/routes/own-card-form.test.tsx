import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { renderInApp } from '#test/render-app.tsx';
import { OwnCardForm } from './own-card-form.tsx';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the own-card form, built from the shared fields', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('counts down the last characters of each field, tied to it, and marks the details optional', async () => {
    renderInApp(
      <OwnCardForm note="Only the two of you" submitLabel="Add" isPending={false} onSubmit={vi.fn()} />,
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const details = screen.getByRole('textbox', { name: 'Details' });
    expect(details.tagName).toBe('TEXTAREA');
    expect(details.closest('.field')?.querySelector('.field__mark--optional')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'x'.repeat(110) } });
    expect(describedBy(title)).toContain('10 characters left');
    fireEvent.change(details, { target: { value: 'y'.repeat(999) } });
    expect(describedBy(details)).toContain('1 character left');
  });

  it('says a missing title under it and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderInApp(
      <OwnCardForm note="Only the two of you" submitLabel="Add" isPending={false} onSubmit={onSubmit} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(title)).toContain('Give the card a title.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
