/** What the visitor was about to do when asked to sign in: the popup's line speaks of it. */
export type NeedLoginReason = 'likes' | 'gift' | 'invite' | 'feedback';
