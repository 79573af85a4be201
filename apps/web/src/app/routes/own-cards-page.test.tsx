import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnCard, OwnCardCreateBody, OwnCardPatchBody, Partner } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, json, route, WHOLE_LIST, type MockRequest } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { makeMe, renderApp, renderInApp, TEST_TOKEN } from '#test/render-app.tsx';
import { storeSignIn } from '#lib/session.ts';
import { OwnCardsLink } from './own-cards-link.tsx';

beforeAll(() => import('./own-cards-page.tsx'));

const BOB: Partner = { id: 2, username: 'bob' };

function ownCard(id: number, overrides: Partial<OwnCard> = {}): OwnCard {
  return {
    id,
    title: `Card ${id}`,
    description: null,
    language: 'en',
    mine: true,
    shared: true,
    created_at: '2026-11-20T18:00:00.000Z',
    updated_at: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

type Handler = (locale: 'ru' | 'en', request: MockRequest) => Response | Promise<Response>;

/** A signed-in user and the own cards endpoints over a list the writes change, as the API would. */
function mockOwnCards(
  { cards = [], partner = BOB }: { cards?: OwnCard[]; partner?: Partner | null } = {},
  overrides: Record<string, Handler> = {},
) {
  let list = [...cards];
  const nextId = { value: 500 };
  const byId = (id: number): Record<string, Handler> => ({
    [route(endpoints.updateOwnCard, { params: { id } })]: (_locale, request) => {
      if (request.method === 'DELETE') {
        list = list.filter((card) => card.id !== id);
        return new Response(null, { status: 204 });
      }
      const body = request.body as OwnCardPatchBody;
      list = list.map((card) => (card.id === id ? { ...card, ...body } : card));
      return json(list.find((card) => card.id === id));
    },
    [route(endpoints.shareOwnCard, { params: { id } })]: () => {
      list = list.map((card) => (card.id === id ? { ...card, shared: true } : card));
      return json(list.find((card) => card.id === id));
    },
  });
  const api = mockLikesApi(
    { partner },
    {
      [route(endpoints.listOwnCards, WHOLE_LIST)]: () => json(list),
      [route(endpoints.createOwnCard)]: (locale, request) => {
        const body = request.body as OwnCardCreateBody;
        const card = ownCard(nextId.value++, {
          title: body.title,
          description: body.description ?? null,
          language: locale,
        });
        list = [card, ...list];
        return json(card, 201);
      },
      ...Object.assign({}, ...[...cards.map((card) => card.id), 500].map(byId)),
      ...overrides,
    },
  );
  return { ...api, list: () => list };
}

const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent);

const article = (title: string) => screen.getByRole('article', { name: title });

describe('own cards page', () => {
  it('writes a card and shows it first, saying who will see it', async () => {
    const { callsTo } = mockOwnCards({ cards: [ownCard(7, { title: 'Breakfast in bed' })] });
    renderApp('/en/own-cards/', { me: makeMe() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our cards' })).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText('Your partner will see this card — and no one else.')).toBeTruthy();
    expect(title.hasAttribute('required')).toBe(true);
    expect(title.getAttribute('maxlength')).toBe('120');

    // No title: said at the field, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
    expect(await screen.findByText('Give the card a title.')).toBeTruthy();
    expect(callsTo('/own_cards/').filter((call) => call.request.method === 'POST')).toHaveLength(0);

    fireEvent.change(title, { target: { value: '  Dance in the kitchen ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Details/ }), {
      target: { value: 'Our song, the lights low.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Dance in the kitchen', 'Breakfast in bed']));
    const posted = callsTo('/own_cards/').find((call) => call.request.method === 'POST');
    expect(posted?.request.body).toEqual({
      title: 'Dance in the kitchen',
      description: 'Our song, the lights low.',
    });
    const written = article('Dance in the kitchen');
    expect(written.id).toBe('own-card-500');
    expect(within(written).getByText('You wrote this')).toBeTruthy();
    expect(
      within(written).getByText('Our song, the lights low.').closest('[lang]')?.getAttribute('lang'),
    ).toBe('en');
    // The form is empty again for the next card.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(''),
    );
  });

  it('counts down the characters near the title limit', async () => {
    mockOwnCards();
    renderApp('/own-cards/', { me: makeMe() });
    const title = await screen.findByRole('textbox', { name: 'Название' });
    fireEvent.change(title, { target: { value: 'а'.repeat(99) } });
    expect(screen.queryByText(/Осталось|Остался/)).toBeNull();
    fireEvent.change(title, { target: { value: 'а'.repeat(100) } });
    expect(screen.getByText('Осталось 20 символов')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'а'.repeat(118) } });
    expect(screen.getByText('Осталось 2 символа')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'а'.repeat(119) } });
    expect(screen.getByText('Остался 1 символ')).toBeTruthy();
  });

  it('says in words why a card was refused: no partner, the limit', async () => {
    let answer = { code: 'partner_required', detail: 'A partner is required.' } as const;
    mockOwnCards({}, { [route(endpoints.createOwnCard)]: () => errorResponse(409, answer) });
    renderApp('/en/own-cards/', { me: makeMe() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'A picnic' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
    const alert = await screen.findByText(/Invite your partner first: your own cards are written for two\./);
    expect(within(alert).getByRole('link', { name: 'Invite your partner' }).getAttribute('href')).toBe(
      '/en/profile/#profile-partner',
    );
    // What was typed stays, to send again once there is a partner.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('A picnic');

    answer = { code: 'own_cards_limit_reached', detail: 'Too many.' } as unknown as typeof answer;
    fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
    expect(
      await screen.findByText(
        "You've written 100 cards — that's the limit. Delete an old one to add a new one.",
      ),
    ).toBeTruthy();
  });

  it('words the limit with the Russian plural', async () => {
    mockOwnCards(
      {},
      {
        [route(endpoints.createOwnCard)]: () =>
          errorResponse(409, { code: 'own_cards_limit_reached', detail: 'Too many.' }),
      },
    );
    renderApp('/own-cards/', { me: makeMe() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), {
      target: { value: 'Пикник' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить карточку' }));
    expect(await screen.findByText(/Вы уже написали 100 карточек — это предел\./)).toBeTruthy();
  });

  it('explains instead of the form when there is no partner, and links to the invitation', async () => {
    mockOwnCards({ partner: null, cards: [ownCard(3, { title: 'Kept from before', shared: false })] });
    renderApp('/en/own-cards/', { me: makeMe() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite your partner first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite your partner' }).getAttribute('href')).toBe(
      '/en/profile/#profile-partner',
    );
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    // A card kept from before is still there, seen by no one else, with nobody to share it with.
    const kept = await screen.findByRole('article', { name: 'Kept from before' });
    expect(within(kept).getByText('Only you see this card')).toBeTruthy();
    expect(within(kept).queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it("offers sharing only for the author's cards the partner does not see", async () => {
    const { callsTo } = mockOwnCards({
      cards: [
        ownCard(9, { title: 'From before', shared: false }),
        ownCard(8, { title: 'Already shared' }),
        ownCard(7, { title: 'From bob', mine: false, language: 'ru' }),
      ],
    });
    renderApp('/en/own-cards/', { me: makeMe() });
    const before = await screen.findByRole('article', { name: 'From before' });
    expect(within(before).getByText('Your partner does not see this card')).toBeTruthy();
    expect(within(article('Already shared')).queryByRole('button', { name: /Share/ })).toBeNull();
    expect(within(article('Already shared')).queryByText('Your partner does not see this card')).toBeNull();

    const fromBob = article('From bob');
    expect(within(fromBob).getByText('Your partner wrote this')).toBeTruthy();
    // The partner's card is answered like any card, and nothing of the author's can be done to it.
    expect(within(fromBob).getByRole('button', { name: 'Like From bob' })).toBeTruthy();
    expect(within(fromBob).queryByRole('button', { name: /Edit|Delete|Share/ })).toBeNull();
    // A card kept back has no one to meet: no answers on it.
    expect(within(before).queryByRole('button', { name: 'Like From before' })).toBeNull();
    expect(
      within(fromBob).getByRole('heading', { name: 'From bob' }).closest('[lang]')?.getAttribute('lang'),
    ).toBe('ru');

    fireEvent.click(
      within(before).getByRole('button', { name: 'Share the card “From before” with your partner' }),
    );
    await waitFor(() => expect(callsTo('/own_cards/9/share/')).toHaveLength(1));
    await waitFor(() =>
      expect(within(article('From before')).queryByText('Your partner does not see this card')).toBeNull(),
    );
    expect(within(article('From before')).queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('edits a card in a dialog, prefilled, warning that the partner answers afresh', async () => {
    const { callsTo } = mockOwnCards({
      cards: [ownCard(4, { title: 'Stargazing', description: 'On the roof.' })],
    });
    renderApp('/en/own-cards/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Stargazing' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit the card “Stargazing”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the card' });
    expect(
      within(dialog).getByText(
        "Your partner's answer to the old text will be cleared, so they can answer the new one afresh.",
      ),
    ).toBeTruthy();
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    const details = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Details/ });
    expect(title.value).toBe('Stargazing');
    expect(details.value).toBe('On the roof.');

    fireEvent.change(title, { target: { value: 'Stargazing in August' } });
    fireEvent.change(details, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/own_cards/4/')[0]?.request).toMatchObject({
      method: 'PATCH',
      body: { title: 'Stargazing in August', description: null },
    });
    const edited = await screen.findByRole('article', { name: 'Stargazing in August' });
    expect(within(edited).queryByText('On the roof.')).toBeNull();
  });

  it('asks before deleting, saying that answers and dates go too', async () => {
    const { callsTo } = mockOwnCards({
      cards: [ownCard(6, { title: 'Massage night' }), ownCard(5, { title: 'Road trip' })],
    });
    renderApp('/en/own-cards/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Massage night' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the card “Massage night”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(
      within(dialog).getByText(
        '“Massage night” will be gone for both of you, along with the answers to it and any dates planned around it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/own_cards/6/')).toHaveLength(0);

    fireEvent.click(within(article('Massage night')).getByRole('button', { name: /Delete/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Road trip']));
    expect(callsTo('/own_cards/6/')[0]?.request.method).toBe('DELETE');
  });

  it('leads to the feed when there are no cards yet', async () => {
    mockOwnCards();
    renderApp('/own-cards/', { me: makeMe() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Пока ни одной карточки' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К ленте фантазий' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Наши карточки — Duet');
  });

  it('brings the card a link points at into focus and highlights it', async () => {
    mockOwnCards({ cards: [ownCard(3, { title: 'Three' }), ownCard(2, { title: 'Two' })] });
    renderApp('/en/own-cards/#own-card-2', { me: makeMe() });
    const two = await screen.findByRole('article', { name: 'Two' });
    await waitFor(() => expect(document.activeElement).toBe(two));
    expect(two.dataset.highlighted).toBe('true');
    expect(article('Three').dataset.highlighted).toBeUndefined();
  });

  it('asks a visitor to sign in', async () => {
    mockLikesApi();
    renderApp('/en/own-cards/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sign in to write cards of your own' }),
    ).toBeTruthy();
  });
});

describe('the link to own cards', () => {
  it('leads a signed-in person to the page and is not shown to visitors', async () => {
    const visitor = renderInApp(<OwnCardsLink />, '/en/');
    expect(visitor.container.querySelector('a')).toBeNull();
    visitor.unmount();

    storeSignIn(TEST_TOKEN, makeMe());
    renderInApp(<OwnCardsLink />, '/en/');
    expect((await screen.findByRole('link', { name: 'Our cards' })).getAttribute('href')).toBe(
      '/en/own-cards/',
    );
  });
});
