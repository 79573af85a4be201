import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { errorMessageKey, type ErrorMessageKey } from '#lib/api-client.ts';
import { storeSignIn, USER_SCOPE } from '#lib/session.ts';
import type { Provider } from '../components/provider-types.ts';

type SignInVariables = { provider: Provider; request: () => Promise<LoginResponse> };

/**
 * Runs one provider's login call and stores the session (spec §4: token and profile first, then
 * the caller loads the rest). A failure is logged under the provider's name and shown as one line.
 */
export function useSignIn(onSignedIn: (response: LoginResponse) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request }: SignInVariables) => request(),
    onMutate: () => setErrorKey(null),
    onSuccess: async (response, { provider }) => {
      track('sign_in', { provider });
      // Whatever the previous account left in the cache must not show under the new one.
      queryClient.removeQueries({ queryKey: [USER_SCOPE] });
      storeSignIn(response.access, response.user);
      await onSignedIn(response);
    },
    onError: (error, { provider }) => {
      if (provider !== 'dev') track(`login_error_${provider}`);
      setErrorKey(errorMessageKey(error));
    },
  });

  const { mutate } = mutation;
  const signIn = useCallback(
    (provider: Provider, request: () => Promise<LoginResponse>) => mutate({ provider, request }),
    [mutate],
  );
  /** A provider's SDK failed before there was anything to send to the API. */
  const reportProviderError = useCallback((provider: Exclude<Provider, 'dev'>) => {
    track(`login_error_${provider}`);
    setErrorKey('error.common');
  }, []);

  return { signIn, reportProviderError, isPending: mutation.isPending, errorKey };
}
