import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { ApiError, api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useAcceptPartnership } from './accept-invite.ts';

/**
 * The address to send: without a locale prefix, so it opens in the language of whoever follows it
 * (their remembered choice or their browser's, ADR 0032), not in the sharer's.
 */
export function inviteLinkUrl(token: string, origin = window.location.origin): string {
  return `${origin}/join/${encodeURIComponent(token)}/`;
}

/** A new link for me; it ends the one I had (ADR 0017). */
export function useCreateInviteLink() {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => api(endpoints.createInviteLink, { locale }),
    onSuccess: () => track('invite_link_created'),
  });
}

export function useRevokeInviteLink() {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => api(endpoints.revokeInviteLink, { locale }),
  });
}

export function getInviteLinkPreviewQueryOptions(locale: Locale, token: string) {
  return queryOptions({
    queryKey: ['invite-link', token],
    queryFn: ({ signal }) => api(endpoints.previewInviteLink, { locale, signal, params: { token } }),
    // A link that is no longer valid stays so: asking again would only repeat the 404.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** Who invites the holder of `token`; open to visitors. */
export function useInviteLinkPreview(token: string) {
  return useQuery(getInviteLinkPreviewQueryOptions(useLocale(), token));
}

export function useAcceptInviteLink(token: string) {
  return useAcceptPartnership((locale) => api(endpoints.acceptInviteLink, { locale, params: { token } }));
}
