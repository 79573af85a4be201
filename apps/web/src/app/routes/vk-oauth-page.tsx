import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isProvisionalUsername, safeNextPath } from '@duet/contracts/plain';
import type { LoginResponse } from '@duet/contracts';
import { useProviders } from '#features/auth/api/get-providers.ts';
import { vkLogin } from '#features/auth/api/vk-login.ts';
import { completeVkRedirect } from '#features/auth/components/vk-button.tsx';
import { useSignIn } from '#features/auth/hooks/use-sign-in.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale, useLocalizedPath } from '#lib/locale.ts';
import { useAfterSignIn } from '../auth/use-after-sign-in.ts';
import { OauthReturn } from './oauth-return.tsx';

/**
 * `/vk_oauth/`: the end of the VK redirect flow (the `?1` start button). The query's `state` must
 * be the one this tab sent; the code is then exchanged for an access token and signed in with.
 */
export function VkOauthPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const providers = useProviders();
  const afterSignIn = useAfterSignIn();
  const next = useRef<string | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const isStarted = useRef(false);
  useDocumentTitle(t('pages.vkOauth'));

  async function onSignedIn(response: LoginResponse) {
    await afterSignIn(response);
    const target = next.current ?? localize('/');
    // An unfinished account continues on the sign-in page, which shows the account-creation step.
    const path = isProvisionalUsername(response.user.username)
      ? `${localize('/auth/login/')}?next=${encodeURIComponent(target)}`
      : target;
    void navigate(path, { replace: true });
  }
  const { signIn, errorKey } = useSignIn(onSignedIn);

  const vk = providers.data?.vk;
  const isConfigLoaded = providers.data !== undefined;
  useEffect(() => {
    if (!vk || isStarted.current) return;
    isStarted.current = true;
    completeVkRedirect(vk.app_id, search).then(
      (result) => {
        next.current = safeNextPath(result.next);
        signIn('vk', () =>
          vkLogin(locale, {
            access_token: result.token.accessToken,
            device_id: result.token.deviceId,
            force_id: null,
          }),
        );
      },
      () => setIsFailed(true),
    );
  }, [vk, search, locale, signIn]);

  const isVkMissing = isConfigLoaded && !vk;
  return <OauthReturn isFailed={isFailed || isVkMissing || errorKey !== null || providers.isError} />;
}
