import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { DEV_ONLY_PROVIDERS } from '#test/account-mocks.ts';
import { errorResponse, json, listFantasies, mockApi, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { renderApp } from '#test/render-app.tsx';

describe('fantasy page', () => {
  it('shows the like state, and removes a match only once asked and confirmed', async () => {
    const { me, callsTo } = mockLikesApi({ liked: [11], partnerLikes: [11] });
    renderApp('/en/fantasies/stargazing/', { me });
    expect(await screen.findByText('Matched')).toBeTruthy();
    const like = screen.getByRole('button', { name: 'Like Stars on the roof' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Not for me: Stars on the roof' })).toBeNull();

    fireEvent.click(like);
    const confirm = await screen.findByRole('dialog', { name: 'Remove this match?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Matched')).toBeTruthy();
    expect(callsTo('/fantasies/11/dislike/')).toHaveLength(0);

    fireEvent.click(like);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove match' }));
    await waitFor(() => expect(screen.queryByText('Matched')).toBeNull());
    expect(callsTo('/fantasies/11/dislike/')).toHaveLength(1);
    expect(await screen.findByText('Match removed')).toBeTruthy();
  });

  it('lists related fantasies, opened in the context of this one', async () => {
    mockApi({
      [route(endpoints.listRelatedFantasies, { params: { id: 10 } })]: (locale) =>
        json(listFantasies(locale).slice(1, 2)),
    });
    renderApp('/en/fantasies/candle-dinner/');
    const section = await screen.findByRole('region', { name: 'You might also like' });
    const link = within(section).getByRole('link', { name: 'Stars on the roof' });
    expect(link.getAttribute('href')).toBe('/en/fantasies/candle-dinner/stargazing/');
  });

  it('shows a related fantasy with a way back to the one it came from', async () => {
    mockApi();
    renderApp('/en/fantasies/candle-dinner/stargazing/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stars on the roof' })).toBeTruthy();
    expect(screen.getByText('Because you looked at')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Candle-lit dinner' }).getAttribute('href')).toBe(
      '/en/fantasies/candle-dinner/',
    );
  });

  it('is not found for an unknown related slug', async () => {
    mockApi();
    renderApp('/en/fantasies/candle-dinner/no-such-thing/');
    expect(await screen.findByText('Address: /en/fantasies/candle-dinner/no-such-thing/')).toBeTruthy();
  });
});

describe('feedback popup', () => {
  it('needs some text, then sends it (anonymously if asked) and returns to the fantasy', async () => {
    const sent: unknown[] = [];
    const { me } = mockLikesApi(
      {},
      {
        [route(endpoints.sendFeedback, { params: { id: 11 } })]: (_locale, request) => {
          sent.push(request.body);
          return json({ id: 1, fantasy: 11, text: 'x', anonym: true, created_at: '' }, 201);
        },
      },
    );
    const { router } = renderApp('/en/fantasies/stargazing/feedback/', { me });
    const dialog = await screen.findByRole('dialog', { name: 'Your feedback' });
    const text = within(dialog).getByRole('textbox', { name: 'Feedback' });
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Write a few words first.',
    );
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    fireEvent.change(text, { target: { value: '  Lovely evening  ' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Send anonymously' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/fantasies/stargazing/'));
    expect(sent).toEqual([{ text: 'Lovely evening', anonym: true }]);
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeTruthy();
  });

  it('keeps the text and says why when sending fails', async () => {
    const { me } = mockLikesApi(
      {},
      {
        [route(endpoints.sendFeedback, { params: { id: 11 } })]: () =>
          errorResponse(503, { code: 'service_unavailable', detail: 'Down' }),
      },
    );
    renderApp('/ru/fantasies/stargazing/feedback/', { me });
    const dialog = await screen.findByRole('dialog', { name: 'Ваш отзыв' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Отзыв' }), {
      target: { value: 'Чудесно' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Отзыв' })).toHaveProperty('value', 'Чудесно');
  });

  it('asks a visitor to sign in first', async () => {
    mockApi({ [route(endpoints.getProviders)]: () => json(DEV_ONLY_PROVIDERS) });
    renderApp('/en/fantasies/stargazing/feedback/');
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeTruthy();
  });
});
