type Listen = (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;

type Channel = {
  handlers: Set<(payload: string) => void>;
  unlisten: Promise<() => Promise<void>>;
};

/**
 * `listen` with one subscription per channel for the whole node, however many features listen
 * on it (the live stream and push both follow `duet_changes`): on PostgreSQL each subscription is
 * a connection of its own. Every message goes to every handler of the channel; the last
 * unsubscribe ends the channel's subscription, and the next `listen` opens it again.
 */
export function sharedListen(listen: Listen): Listen {
  const channels = new Map<string, Channel>();

  function open(name: string): Channel {
    const handlers = new Set<(payload: string) => void>();
    const channel: Channel = {
      handlers,
      unlisten: listen(name, (payload) => {
        for (const handler of handlers) handler(payload);
      }),
    };
    channels.set(name, channel);
    // A subscription that could not start is forgotten, so the next `listen` tries again.
    channel.unlisten.catch(() => channels.get(name) === channel && channels.delete(name));
    return channel;
  }

  return async (name, onMessage) => {
    const channel = channels.get(name) ?? open(name);
    // Each subscription is its own handler, even when two pass the same function.
    const handler = (payload: string) => onMessage(payload);
    channel.handlers.add(handler);
    try {
      await channel.unlisten;
    } catch (error) {
      channel.handlers.delete(handler);
      throw error;
    }
    return async () => {
      if (!channel.handlers.delete(handler) || channel.handlers.size > 0) return;
      if (channels.get(name) === channel) channels.delete(name);
      await (
        await channel.unlisten
      )();
    };
  };
}
