import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Me, ProfileUpdate } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { storeProfile } from '#lib/session.ts';
import { getProfileQueryOptions } from './get-profile.ts';

/** Sends only the fields that change; a taken username answers 400 `invalid` with a `username` field. */
export async function updateProfile(locale: Locale, update: ProfileUpdate): Promise<Me> {
  const profile = await api(endpoints.updateProfile, { locale, body: update });
  storeProfile(profile);
  return profile;
}

export function useUpdateProfile() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(locale, update),
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions(locale).queryKey, profile);
    },
  });
}
