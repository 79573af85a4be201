import { describe, expect, it } from 'vitest';
import { sharedListen } from './shared-listen.ts';

/** A `listen` that records its subscriptions and can deliver to them, or fail to start. */
function fakeListen({ failures = 0 } = {}) {
  const open = new Map<number, { channel: string; onMessage: (payload: string) => void }>();
  let started = 0;
  let failuresLeft = failures;
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('connection refused');
    }
    const id = ++started;
    open.set(id, { channel, onMessage });
    return async () => void open.delete(id);
  };
  const notify = (channel: string, payload: string) => {
    for (const subscription of open.values())
      if (subscription.channel === channel) subscription.onMessage(payload);
  };
  return { listen, notify, open, started: () => started };
}

describe('sharedListen', () => {
  it('opens one subscription per channel and hands every message to each listener', async () => {
    const fake = fakeListen();
    const listen = sharedListen(fake.listen);
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    await Promise.all([
      listen('changes', (payload) => first.push(payload)),
      listen('changes', (payload) => second.push(payload)),
      listen('other', (payload) => other.push(payload)),
    ]);
    expect(fake.started()).toBe(2);
    fake.notify('changes', 'a');
    fake.notify('other', 'b');
    expect([first, second, other]).toEqual([['a'], ['a'], ['b']]);
  });

  it('keeps the subscription while anyone listens, and opens it again after the last one left', async () => {
    const fake = fakeListen();
    const listen = sharedListen(fake.listen);
    const heard: string[] = [];
    const record = (payload: string) => heard.push(payload);
    const stopFirst = await listen('changes', record);
    const stopSecond = await listen('changes', record);
    await stopFirst();
    await stopFirst(); // twice is once
    fake.notify('changes', 'still');
    expect(heard).toEqual(['still']);
    expect(fake.open.size).toBe(1);
    await stopSecond();
    expect(fake.open.size).toBe(0);
    await listen('changes', record);
    fake.notify('changes', 'again');
    expect(fake.started()).toBe(2);
    expect(heard).toEqual(['still', 'again']);
  });

  it('refuses every listener of a subscription that could not start, and tries again next time', async () => {
    const fake = fakeListen({ failures: 1 });
    const listen = sharedListen(fake.listen);
    const results = await Promise.allSettled([listen('changes', () => {}), listen('changes', () => {})]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const heard: string[] = [];
    await listen('changes', (payload) => heard.push(payload));
    fake.notify('changes', 'up');
    expect(heard).toEqual(['up']);
  });
});
