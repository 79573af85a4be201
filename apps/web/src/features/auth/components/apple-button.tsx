import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from '#lib/load-script.ts';
import type { ProviderButtonProps } from './provider-types.ts';

export const APPLE_SDK_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

type AppleSignInResponse = { authorization?: { code?: string; id_token?: string; state?: string } };
type AppleAuth = {
  init: (config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }) => void;
  signIn: () => Promise<AppleSignInResponse>;
};

declare global {
  interface Window {
    AppleID?: { auth: AppleAuth };
  }
}

type AppleButtonProps = ProviderButtonProps & {
  clientId: string;
  redirectUri: string;
  onCode: (code: string) => void;
};

function AppleLogo() {
  return (
    <svg viewBox="0 0 17 20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.6 4.8 2 5.8 1.1 7.3c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.9-1.1-3-4.3ZM11.5 2.9C12.2 2 12.7.9 12.6-.2c-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.8-1.4Z"
      />
    </svg>
  );
}

/**
 * Sign in with Apple in a popup. Spec §8: closing the popup is not an error; an answer without an
 * authorization code is.
 */
export function AppleButton({ clientId, redirectUri, onCode, onError }: AppleButtonProps) {
  const { t } = useTranslation('account');
  const [isReady, setIsReady] = useState(false);
  const onLoadError = useEffectEvent(onError);

  useEffect(() => {
    let isCurrent = true;
    loadScript(APPLE_SDK_URL)
      .then(() => {
        if (!isCurrent || !window.AppleID) return;
        window.AppleID.auth.init({ clientId, scope: 'name email', redirectURI: redirectUri, usePopup: true });
        setIsReady(true);
      })
      .catch(() => {
        if (isCurrent) onLoadError();
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, redirectUri]);

  async function onClick() {
    if (!window.AppleID) return;
    try {
      const response = await window.AppleID.auth.signIn();
      const code = response.authorization?.code;
      if (code) onCode(code);
      else onError();
    } catch (error) {
      const reason = typeof error === 'object' && error !== null && 'error' in error ? error.error : null;
      if (reason !== 'popup_closed_by_user') onError();
    }
  }

  return (
    <button
      type="button"
      className="provider-button provider-button--apple"
      disabled={!isReady}
      onClick={() => void onClick()}
    >
      <AppleLogo />
      {t('login.apple')}
    </button>
  );
}
