/**
 * Matches that come back by an undo are not news: the match reveal leaves them alone for a moment.
 * Kept per tab, by fantasy id, with when it was asked.
 */
const quietSince = new Map<number, number>();
const QUIET_MS = 10_000;

export function keepMatchQuiet(fantasyId: number, now = Date.now()): void {
  quietSince.set(fantasyId, now);
}

export function isMatchQuiet(fantasyId: number, now = Date.now()): boolean {
  const since = quietSince.get(fantasyId);
  return since !== undefined && now - since < QUIET_MS;
}
