import type { Db } from '../db/database.ts';
import { publishChange } from './changes.ts';

/**
 * "These sessions of the user ended": every node checks the tokens of that user's open streams
 * again and closes the dead ones. It travels as a change for no one, so a node still running the
 * previous release during a deployment reads it and does nothing.
 */
export type SignOut = { users: []; topics: []; signed_out: number };

export const isSignOut = (message: unknown): message is SignOut =>
  typeof (message as Partial<SignOut> | null)?.signed_out === 'number';

export async function publishSignOut(db: Db, userId: number): Promise<void> {
  const signOut: SignOut = { users: [], topics: [], signed_out: userId };
  await publishChange(db, signOut);
}
