import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  deepidEntries,
  events,
  fantasies,
  likes,
  matchNotices,
  maybes,
  notifications,
  passes,
} from '../../db/schema.ts';

/** Each partner of a couple paired with every card the other one wrote: `(person, fantasy_id)` rows. */
const othersCards = (first: number, second: number) =>
  sql`(select other.person, ${fantasies.id} as fantasy_id
    from (values (${first}::int, ${second}::int), (${second}::int, ${first}::int)) as other(person, author)
    join ${fantasies} on ${fantasies.authorId} = other.author)`;

/**
 * When a couple splits (ADR 0030), in the transaction that unlinks them, after both people's rows
 * are locked: each keeps the own cards they wrote, shared with nobody now, and nothing of one
 * stays on the other's cards: their likes, maybes, passes, deep id entries, dates (completed ones
 * too: the card is no longer theirs to see), the notifications about those cards and the couple's
 * match notices. A like or maybe racing this waits for the same locks and then finds the card
 * unseen; nothing is counted anywhere, as own cards never are.
 */
export async function splitOwnCards(tx: Db, first: number, second: number) {
  await tx.execute(sql`
    update ${fantasies} set shared_with_id = null
    where (${fantasies.authorId}, ${fantasies.sharedWithId}) in ((${first}::int, ${second}::int), (${second}::int, ${first}::int))`);
  const pairs = othersCards(first, second);
  for (const table of [likes, maybes, passes, deepidEntries, notifications]) {
    await tx.execute(sql`delete from ${table} where (user_id, fantasy_id) in ${pairs}`);
  }
  await tx.execute(sql`
    delete from ${events}
    where (source_user_id, fantasy_id) in ${pairs} or (target_user_id, fantasy_id) in ${pairs}`);
  await tx.execute(sql`
    delete from ${matchNotices}
    where first_user_id = least(${first}::int, ${second}::int)
      and second_user_id = greatest(${first}::int, ${second}::int)
      and fantasy_id in (select fantasy_id from ${pairs} as cards)`);
}
