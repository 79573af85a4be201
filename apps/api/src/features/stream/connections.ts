import type { ServerResponse } from 'node:http';
import { STREAM_SIGNED_OUT_EVENT } from '@duet/contracts';

/** One open stream: whose it is, which token opened it, and where to write. */
export type Connection = { userId: number; tokenHash: string; response: ServerResponse };

/** The streams open on this node, by user. */
export function createConnections() {
  const byUser = new Map<number, Set<Connection>>();

  function remove(connection: Connection) {
    const mine = byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) byUser.delete(connection.userId);
  }

  return {
    add(connection: Connection) {
      const mine = byUser.get(connection.userId) ?? new Set<Connection>();
      mine.add(connection);
      byUser.set(connection.userId, mine);
    },
    remove,
    ofUser: (userId: number): Connection[] => [...(byUser.get(userId) ?? [])],
    all: (): Connection[] => [...byUser.values()].flatMap((mine) => [...mine]),
    end(connection: Connection) {
      remove(connection);
      connection.response.end();
    },
    /** Ends a stream whose session is over, telling its tab so first. */
    signOut(connection: Connection) {
      remove(connection);
      connection.response.end(`event: ${STREAM_SIGNED_OUT_EVENT}\ndata: {}\n\n`);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
