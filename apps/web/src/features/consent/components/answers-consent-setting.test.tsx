import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { getSession } from '#lib/session.ts';

// The profile's chunk is transformed on first import; doing it up front keeps the first test's waits honest.
beforeAll(() => import('#app/routes/profile-page.tsx'));

const me = makeMe();
const withdrawn = { ...me, intimate_answers_consent: null };
const section = (name = 'Your answers about fantasies') => screen.findByRole('region', { name });

describe('withdrawing the consent to process answers', () => {
  it('says what goes and what stays, asks first, and withdraws only once confirmed', async () => {
    let profile = me;
    const { callsTo } = mockAccountApi(
      { me },
      {
        [route(endpoints.getProfile)]: () => json(profile),
        [route(endpoints.withdrawIntimateConsent)]: () => json((profile = withdrawn)),
      },
    );
    renderApp('/en/profile/', { me });
    const place = await section();
    expect(
      within(place).getByText(
        'You consented on November 27, 2026 to Duet processing your answers about fantasies.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(place).getByRole('button', { name: 'Withdraw consent' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    expect(within(dialog).getByText(/your likes, maybes and “not for me”, your deep id/)).toBeTruthy();
    expect(within(dialog).getByText(/Your partner gets no notification about it/)).toBeTruthy();
    expect(within(dialog).getByText(/Your account, partner, dates, settings and feedback stay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(route(endpoints.withdrawIntimateConsent))).toHaveLength(0);

    fireEvent.click(within(place).getByRole('button', { name: 'Withdraw consent' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));
    expect(await screen.findByText('Consent withdrawn, your answers are erased')).toBeTruthy();
    const calls = callsTo(route(endpoints.withdrawIntimateConsent));
    expect(calls.map(({ request }) => request.method)).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession().profile?.intimate_answers_consent).toBeNull();
    expect(
      within(place).getByText(
        'You have not given this consent. Duet asks for it before it keeps your first answer.',
      ),
    ).toBeTruthy();
    expect(within(place).getByRole('button', { name: 'Erase my answers' })).toBeTruthy();
  });

  it('keeps the dialog open and says why when withdrawing fails', async () => {
    mockAccountApi(
      { me },
      {
        [route(endpoints.withdrawIntimateConsent)]: () =>
          errorResponse(503, { code: 'service_unavailable', detail: 'Busy.' }),
      },
    );
    renderApp('/en/profile/', { me });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));
    expect(
      await within(dialog).findByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeTruthy();
    expect(getSession().profile?.intimate_answers_consent).not.toBeNull();
  });

  it('tells someone who agreed to an earlier text that they will be asked again, in Russian', async () => {
    const earlier = makeMe({
      intimate_answers_consent: { version: '2000-01-01', given_at: '2000-01-01T10:00:00.000Z' },
    });
    mockAccountApi({ me: earlier });
    renderApp('/profile/', { me: earlier });
    const place = await section('Ваши ответы о фантазиях');
    expect(
      within(place).getByText(
        'Вы соглашались с прежней редакцией текста. Перед следующим ответом Duet покажет новую.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(place).getByRole('button', { name: 'Отозвать согласие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать согласие?' });
    expect(within(dialog).getByRole('button', { name: 'Отозвать и стереть' })).toBeTruthy();
  });
});
