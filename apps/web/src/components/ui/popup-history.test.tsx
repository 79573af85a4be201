import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { PopupHistoryContext } from './popup-history.ts';

function Popups() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button onClick={() => setOuter(true)}>Open</button>
      <Dialog open={outer} onOpenChange={setOuter} title="Outer">
        <button onClick={() => setInner(true)}>Confirm</button>
        <button
          onClick={() => {
            setInner(false);
            setOuter(false);
          }}
        >
          Done
        </button>
        <Dialog open={inner} onOpenChange={setInner} title="Inner">
          <button
            onClick={() => {
              setInner(false);
              setOuter(false);
            }}
          >
            Both
          </button>
        </Dialog>
      </Dialog>
    </>
  );
}

const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
async function pressBack() {
  const popped = popstate();
  act(() => window.history.back());
  await act(() => popped);
}
/** Lets a close's deferred `history.back()` run and its popstate arrive. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(async () => {
  await settle();
});

describe('Back and popups', () => {
  it('closes the open popup and stays on the page', async () => {
    const start = window.history.length;
    render(<Popups />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Outer' })).toBeTruthy();
    await waitFor(() => expect(window.history.length).toBe(start + 1));
    const url = window.location.href;

    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.href).toBe(url);
  });

  it('closes only the top popup of two, then the other', async () => {
    render(<Popups />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Inner' })).toBeTruthy();

    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer', hidden: true })).toBeTruthy();
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer', hidden: true })).toBeNull());
  });

  it('takes its entry back when closed by a button, so the next Back leaves the page as usual', async () => {
    render(<Popups />);
    const before = window.history.state as unknown;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Inner' });
    const popped = popstate();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    await act(() => popped);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(window.history.state).toEqual(before);
  });

  it('a popup opened while a closed one still takes its entry back stays open', async () => {
    render(<Popups />);
    const before = window.history.state as unknown;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Outer' });
    // A popup opens right as the closed one's `history.back()` sets off, before its popstate (a
    // second match tapped just after "Later"): it must not take that Back for its own.
    const go = window.history.go.bind(window.history);
    const goBack = vi.spyOn(window.history, 'go').mockImplementationOnce((delta) => {
      go(delta);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(goBack).toHaveBeenCalledWith(-1));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    // It has its own entry: Back closes it and stays where the page was.
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.history.state).toEqual(before);
  });

  it('leaves history alone under a popup that is a route of its own', async () => {
    const start = window.history.length;
    render(
      <PopupHistoryContext value={false}>
        <Popups />
      </PopupHistoryContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Outer' })).toBeTruthy();
    await settle();
    expect(window.history.length).toBe(start);
  });
});
