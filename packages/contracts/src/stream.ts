/**
 * What a `change` message of `GET /api/v0/stream/` asks a client to refetch (ADR 0012). The API
 * publishes only these; the web maps each one to its queries, and a topic added here without a
 * mapping there is a type error.
 */
export const STREAM_TOPICS = ['notifications', 'events', 'matches', 'partner', 'subscription'] as const;
export type StreamTopic = (typeof STREAM_TOPICS)[number];

export const isStreamTopic = (value: unknown): value is StreamTopic =>
  (STREAM_TOPICS as readonly unknown[]).includes(value);

/**
 * The last message of a stream whose session ended elsewhere (signed out from another device, sign
 * out everywhere, expiry): the tab forgets the session at once instead of at its next request.
 */
export const STREAM_SIGNED_OUT_EVENT = 'signed_out';
