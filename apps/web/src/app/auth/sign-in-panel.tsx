import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isProvisionalUsername } from '@duet/contracts/plain';
import type { LoginResponse } from '@duet/contracts';
import { SignInButtons } from '#features/auth/components/sign-in-buttons.tsx';
import { useLogout } from '#features/auth/api/logout.ts';
import { SignInLegalNote } from '#features/legal/components/document-links.tsx';
import { CreateAccount } from '#features/profile/components/create-account.tsx';
import { useLocalizedPath } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

type SignInPanelProps = {
  /** Replaces the current route after success (spec §2); without it the panel only reports success. */
  successUrl?: string | null;
  onSuccess?: () => void;
  /** Spec §2: the account-creation step can hide its back button. */
  hideBack?: boolean;
  /** Where "back" goes when there is no history to return to; the main page by default. */
  backTo?: string;
  /** Replaces the default "go back" after the account-creation step signs out. */
  onLeave?: () => void;
  /** The account-creation step's heading; `null` when the container titles that step itself. */
  headingLevel?: 'h1' | 'h2' | null;
};

/**
 * Spec §2 sign-in panel: the providers, then — for an account that still has a provisional
 * username — the account-creation step. It succeeds once the account is complete. Both steps say
 * what signing in accepts and link the terms and the privacy policy.
 */
export function SignInPanel({
  successUrl,
  onSuccess,
  hideBack,
  backTo,
  onLeave,
  headingLevel,
}: SignInPanelProps) {
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const afterSignIn = useAfterSignIn();
  const logout = useLogout();
  // Once shown, the account-creation step stays until the panel is done with it, so saving the
  // username does not flash the provider buttons before the page moves on.
  const [isCreationStep, setIsCreationStep] = useState(session.needCreateAccount);
  if (session.needCreateAccount && !isCreationStep) setIsCreationStep(true);
  if (!session.isAuthorized && isCreationStep) setIsCreationStep(false);

  function succeed() {
    onSuccess?.();
    if (successUrl) void navigate(successUrl, { replace: true });
  }

  async function onSignedIn(response: LoginResponse) {
    await afterSignIn(response);
    if (!isProvisionalUsername(response.user.username)) succeed();
  }

  // Spec §2: back and the logo sign out, then go back in history (two entries or more) or to a safe page.
  function leave() {
    void logout
      .mutateAsync()
      .catch(() => undefined)
      .then(() => {
        if (onLeave) onLeave();
        else if (window.history.length >= 2) void navigate(-1);
        else void navigate(backTo ?? localize('/'), { replace: true });
      });
  }

  return (
    <>
      {isCreationStep ? (
        <CreateAccount onCreated={succeed} onLeave={leave} showBack={!hideBack} headingLevel={headingLevel} />
      ) : (
        <SignInButtons next={successUrl ?? null} onSignedIn={onSignedIn} />
      )}
      <SignInLegalNote />
    </>
  );
}
