import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@duet/contracts';
import { INTIMATE_CONSENT_VERSION, endpoints } from '@duet/contracts/plain';
import { errorResponse, json, route, type MockRequest } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { settleIntimateConsent } from '#lib/intimate-consent.ts';
import { getSession } from '#lib/session.ts';

// The step's wait is the module's: a test that leaves it open must not open the next one's.
afterEach(() => settleIntimateConsent(false));

const GIVEN = { version: INTIMATE_CONSENT_VERSION, given_at: '2026-11-27T10:00:00.000Z' };

const refusal = () => errorResponse(403, { code: 'consent_required', detail: 'Consent first.' });

/**
 * A signed-in person without the consent, over the likes API: liking the candle-lit dinner and
 * passing the stars on the roof are refused, as the API refuses them, until the consent is given.
 */
function withoutConsent(me: Me = makeMe({ intimate_answers_consent: null }), overrides = {}) {
  const consentCalls: MockRequest[] = [];
  let isGiven = false;
  let liked: number[] = [];
  const api = mockLikesApi(
    { me },
    {
      [route(endpoints.giveIntimateConsent)]: (_locale: 'ru' | 'en', request: MockRequest) => {
        consentCalls.push(request);
        isGiven = true;
        return json({ ...me, intimate_answers_consent: GIVEN });
      },
      [route(endpoints.likeFantasy, { params: { id: 10 } })]: () => {
        if (!isGiven) return refusal();
        liked.push(10);
        return json({ fantasy: 10, state: 'like' });
      },
      [route(endpoints.passFantasy, { params: { id: 11 } })]: () =>
        isGiven ? json({ fantasy: 11 }) : refusal(),
      ...overrides,
    },
  );
  liked = api.data.liked;
  return { ...api, consentCalls };
}

const step = (name = 'Your answers about fantasies') => screen.findByRole('dialog', { name });

describe('the consent to process answers', () => {
  it('is its own step before the first like, never ticked in advance, and the like goes once agreed', async () => {
    const { me, callsTo, consentCalls } = withoutConsent();
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    fireEvent.click(like);

    const dialog = await step();
    expect(within(dialog).getByText(/Before Duet keeps your first answer/)).toBeTruthy();
    expect(
      within(dialog).getByText(/You can withdraw your consent at any time in your profile/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/en/privacy/',
    );
    const box = within(dialog).getByRole('checkbox', {
      name: 'I consent to Duet processing my answers about fantasies as described above.',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    const agree = within(dialog).getByRole('button', { name: 'Agree and continue' });
    expect((agree as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('/fantasies/10/like/')).toHaveLength(0);

    fireEvent.click(box);
    fireEvent.click(agree);
    await waitFor(() => expect(callsTo('/fantasies/10/like/')).toHaveLength(1));
    expect(consentCalls).toEqual([
      expect.objectContaining({ method: 'PUT', body: { version: INTIMATE_CONSENT_VERSION } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(getSession().profile?.intimate_answers_consent).toEqual(GIVEN);

    // Asked once: the next answer goes at once.
    fireEvent.click(screen.getByRole('button', { name: 'Not for me: Stars on the roof' }));
    await waitFor(() => expect(callsTo('/fantasies/11/pass/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when put off, puts the card back and says why', async () => {
    const { me, callsTo, consentCalls } = withoutConsent();
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    fireEvent.click(like);
    fireEvent.click(within(await step()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(
      await screen.findByText(
        'Duet keeps your answers only with your consent. It will ask again with your next answer.',
      ),
    ).toBeTruthy();
    expect(callsTo('/fantasies/10/like/')).toHaveLength(0);
    expect(consentCalls).toHaveLength(0);

    fireEvent.click(like);
    expect(await step()).toBeTruthy();
  });

  it('speaks Russian on the Russian pages', async () => {
    const { me } = withoutConsent();
    renderApp('/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Нравится: Ужин при свечах' }));
    const dialog = await step('Ваши ответы о фантазиях');
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Даю согласие на обработку моих ответов о фантазиях, как описано выше.',
      }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Редакция от 27 ноября 2026 г.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Согласиться и продолжить' })).toBeTruthy();
  });

  it('asks again, saying why, when the text changed since it was given', async () => {
    const { me, callsTo } = withoutConsent(
      makeMe({ intimate_answers_consent: { version: '2000-01-01', given_at: '2000-01-01T10:00:00.000Z' } }),
    );
    renderApp('/en/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Candle-lit dinner' }));
    const dialog = await step();
    expect(within(dialog).getByText(/The text of this consent has changed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(callsTo('/fantasies/10/like/')).toHaveLength(1));
  });

  it('does not ask when it was given on another device since this one stored the profile', async () => {
    const stored = makeMe({ intimate_answers_consent: null });
    const { callsTo } = withoutConsent(stored, {
      [route(endpoints.getProfile)]: () => json({ ...stored, intimate_answers_consent: GIVEN }),
      [route(endpoints.likeFantasy, { params: { id: 10 } })]: () => json({ fantasy: 10, state: 'like' }),
    });
    renderApp('/en/', { me: stored });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Candle-lit dinner' }));
    await waitFor(() => expect(callsTo('/fantasies/10/like/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession().profile?.intimate_answers_consent).toEqual(GIVEN);
  });

  it('asks the first time’s way when this device still thought it given (withdrawn elsewhere)', async () => {
    const { me, callsTo } = withoutConsent(makeMe());
    renderApp('/en/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Candle-lit dinner' }));
    const dialog = await step();
    expect(within(dialog).getByText(/Before Duet keeps your first answer/)).toBeTruthy();
    expect(getSession().profile?.intimate_answers_consent).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(callsTo('/fantasies/10/like/')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells that a newer text exists when the API refuses this one', async () => {
    const { me } = withoutConsent(undefined, {
      [route(endpoints.giveIntimateConsent)]: () =>
        errorResponse(409, { code: 'consent_version_mismatch', detail: 'Changed.' }),
    });
    renderApp('/en/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Candle-lit dinner' }));
    const dialog = await step();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    expect(
      await within(dialog).findByText(
        'This text has just been updated. Reload the page to read the new one.',
      ),
    ).toBeTruthy();
  });
});
