import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InviteLink, InviteLinkPreview, Locale, Partner } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { ApiError, apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useAcceptPartnership } from './accept-invite.ts';

const linkPath = (token: string) => `/invites/link/${encodeURIComponent(token)}/`;

/** The address to send: in the sharer's language, like the rest of what they see. */
export function inviteLinkUrl(token: string, locale: Locale, origin = window.location.origin): string {
  return `${origin}${locale === 'ru' ? '' : `/${locale}`}/join/${encodeURIComponent(token)}/`;
}

/** A new link for me; it ends the one I had (ADR 0017). */
export function useCreateInviteLink() {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => apiRequest<InviteLink>('/invites/link/', { locale, method: 'POST' }),
    onSuccess: () => track('invite_link_created'),
  });
}

export function useRevokeInviteLink() {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => apiRequest<void>('/invites/link/', { locale, method: 'DELETE' }),
  });
}

export function getInviteLinkPreviewQueryOptions(locale: Locale, token: string) {
  return queryOptions({
    queryKey: ['invite-link', token],
    queryFn: ({ signal }) => apiRequest<InviteLinkPreview>(linkPath(token), { locale, signal }),
    // A link that is no longer valid stays so: asking again would only repeat the 404.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** Who invites the holder of `token`; open to visitors. */
export function useInviteLinkPreview(token: string) {
  return useQuery(getInviteLinkPreviewQueryOptions(useLocale(), token));
}

export function useAcceptInviteLink(token: string) {
  return useAcceptPartnership((locale) =>
    apiRequest<Partner>(`${linkPath(token)}accept/`, { locale, method: 'POST' }),
  );
}
