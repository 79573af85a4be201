import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, route } from '#test/api-mocks.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { track } from '#lib/analytics.ts';

vi.mock('#lib/analytics.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  track: vi.fn(),
}));

const unfinished = makeMe({ username: 'oauth2_abc123' });

async function openAccountStep() {
  renderApp('/en/auth/login/', { me: unfinished });
  return screen.findByLabelText('Username');
}

describe('account creation (username screen)', () => {
  it('keeps "Create account" disabled under 4 characters', async () => {
    mockAccountApi({ me: unfinished });
    const input = await openAccountStep();
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(button).toHaveProperty('disabled', false);
  });

  it('leaves the news box empty: consent to marketing is given, never assumed', async () => {
    mockAccountApi({ me: unfinished });
    await openAccountStep();
    expect(screen.getByRole('checkbox', { name: 'Send me news about Duet' })).toHaveProperty(
      'checked',
      false,
    );
    cleanup();
    renderApp('/ru/auth/login/', { me: unfinished });
    await screen.findByLabelText('Имя пользователя');
    expect(screen.getByRole('checkbox', { name: 'Присылать новости о Duet' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('says the minimum length beside a too-short name once the field is left, in both languages', async () => {
    mockAccountApi({ me: unfinished });
    const input = await openAccountStep();
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.queryByText('At least 4 characters.')).toBeNull();
    fireEvent.blur(input);
    const message = screen.getByText('At least 4 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(screen.queryByText('At least 4 characters.')).toBeNull();
    cleanup();

    renderApp('/ru/auth/login/', { me: unfinished });
    const ruInput = await screen.findByLabelText('Имя пользователя');
    fireEvent.change(ruInput, { target: { value: 'ab' } });
    fireEvent.blur(ruInput);
    expect(screen.getByText('Не меньше 4 символов.')).toBeTruthy();
  });

  it('flags a character outside letters, digits, dash, underscore and dot as it is typed', async () => {
    mockAccountApi({ me: unfinished });
    const input = await openAccountStep();
    fireEvent.change(input, { target: { value: 'anna.k-9_' } });
    expect(screen.queryByText('Only Latin letters, digits, dash, underscore and dot.')).toBeNull();
    fireEvent.change(input, { target: { value: 'анна' } });
    expect(screen.getByText('Only Latin letters, digits, dash, underscore and dot.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', true);
  });

  it('shows a taken username under the input and clears it on change', async () => {
    const api = mockAccountApi(
      { me: unfinished },
      {
        [route(endpoints.updateProfile)]: () =>
          errorResponse(400, { code: 'invalid', detail: 'Invalid.', username: ['Already taken.'] }),
      },
    );
    const input = await openAccountStep();
    fireEvent.change(input, { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is already taken. Try another one.')).toBeTruthy();
    expect(api.callsTo('/user/profile/')[0]?.request.body).toEqual({
      username: 'taken',
      news_subscription: false,
    });
    fireEvent.change(input, { target: { value: 'taken2' } });
    expect(screen.queryByText('This username is already taken. Try another one.')).toBeNull();
  });

  it('reports `invalid` without a username field as an unknown error', async () => {
    mockAccountApi(
      { me: unfinished },
      { [route(endpoints.updateProfile)]: () => errorResponse(400, { code: 'invalid', detail: 'Invalid.' }) },
    );
    const input = await openAccountStep();
    fireEvent.change(input, { target: { value: 'someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Unknown error. We are looking into it.',
    );
  });

  it('saves the username and the news choice once ticked, fires "registration" and opens the main page', async () => {
    const api = mockAccountApi({ me: unfinished });
    const input = await openAccountStep();
    fireEvent.change(input, { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news about Duet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    const saves = api.callsTo('/user/profile/').filter((call) => call.request.method === 'PUT');
    expect(saves.map((call) => call.request.body)).toContainEqual({
      username: 'anna',
      news_subscription: true,
    });
    expect(track).toHaveBeenCalledWith('registration');
    expect(document.cookie).toContain('profile=');
  });

  it('signs out and goes back from the back button', async () => {
    const api = mockAccountApi({ me: unfinished });
    await openAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(api.callsTo('/user/logout/')).toHaveLength(1));
    await waitFor(() => expect(document.cookie).not.toContain('token='));
  });
});
