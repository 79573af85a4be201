import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@duet/contracts';
import { getDeepidQueryOptions } from '#features/deepid/api/get-deepid.ts';
import { getLikedQueryOptions } from '#features/matches/api/get-liked.ts';
import { getMatchesQueryOptions } from '#features/matches/api/get-matches.ts';
import { getInvitesQueryOptions } from '#features/partners/api/get-invites.ts';
import { getPartnerQueryOptions } from '#features/partners/api/get-partner.ts';
import { getProfileQueryOptions } from '#features/profile/api/get-profile.ts';
import { updateProfile } from '#features/profile/api/update-profile.ts';
import { getSubscriptionQueryOptions } from '#features/subscriptions/api/get-subscription.ts';
import { useLocale } from '#lib/locale.ts';
import { hasVisitorAccepted18p } from '#lib/session.ts';

/**
 * What follows a stored sign-in (spec §4): a visitor's 18+ confirmation moves to the account, then
 * the partner, the invitations, the likes, the deep id, the matches and the subscription load.
 * Notifications join this list as their feature arrives.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(
    async ({ user }: LoginResponse) => {
      if (!user.accept_18_disclaimer && hasVisitorAccepted18p()) {
        try {
          const profile = await updateProfile(locale, { accept_18_disclaimer: true });
          queryClient.setQueryData(getProfileQueryOptions(locale).queryKey, profile);
        } catch {
          // Not fatal: the age gate asks again, and its answer is saved then.
        }
      }
      void queryClient.prefetchQuery(getPartnerQueryOptions(locale));
      void queryClient.prefetchQuery(getInvitesQueryOptions(locale));
      void queryClient.prefetchQuery(getLikedQueryOptions(locale));
      void queryClient.prefetchQuery(getDeepidQueryOptions(locale));
      void queryClient.prefetchQuery(getMatchesQueryOptions(locale));
      void queryClient.prefetchQuery(getSubscriptionQueryOptions(locale));
    },
    [queryClient, locale],
  );
}
