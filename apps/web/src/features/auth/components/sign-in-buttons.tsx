import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LoginResponse } from '@duet/contracts';
import { FormAlert } from '#components/ui/field.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useLocale } from '#lib/locale.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/account.ts';
import { appleLogin } from '../api/apple-login.ts';
import { devLogin } from '../api/dev-login.ts';
import { useProviders } from '../api/get-providers.ts';
import { googleLogin } from '../api/google-login.ts';
import { vkLogin } from '../api/vk-login.ts';
import { yandexLogin } from '../api/yandex-login.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { DevSignInForm } from './dev-sign-in-form.tsx';
import type { VkToken } from './vk-button.tsx';
import './auth.css';

// Each provider's SDK is its own chunk, fetched only when the provider is configured and shown.
const AppleButton = lazy(() => import('./apple-button.tsx').then((m) => ({ default: m.AppleButton })));
const GoogleButton = lazy(() => import('./google-button.tsx').then((m) => ({ default: m.GoogleButton })));
const YandexButton = lazy(() => import('./yandex-button.tsx').then((m) => ({ default: m.YandexButton })));
const VkOneTap = lazy(() => import('./vk-button.tsx').then((m) => ({ default: m.VkOneTap })));
const VkStartButton = lazy(() => import('./vk-button.tsx').then((m) => ({ default: m.VkStartButton })));

function ProviderSlot({ children }: { children: ReactNode }) {
  return (
    <li className="sign-in__provider">
      <Suspense fallback={<Skeleton height="2.75rem" />}>{children}</Suspense>
    </li>
  );
}

type SignInButtonsProps = {
  /** Where the VK redirect flow continues once it comes back to /vk_oauth/. */
  next: string | null;
  onSignedIn: (response: LoginResponse) => void | Promise<void>;
};

/**
 * The providers the server has configured (spec §2 sign-in panel), the separate VK start button
 * with `?1`, and the development sign-in when the server offers it. With `?authtest` Google, Yandex
 * and VK stop once their token arrives (spec §5), to try a provider without signing in.
 */
export function SignInButtons({ next, onSignedIn }: SignInButtonsProps) {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const { search } = useLocation();
  const providers = useProviders();
  const { signIn, reportProviderError, isPending, errorKey } = useSignIn(onSignedIn);
  const isAuthTest = new URLSearchParams(search).has('authtest');

  const onApple = useCallback(
    (code: string) => signIn('apple', () => appleLogin(locale, { code, is_web: true, force_id: null })),
    [signIn, locale],
  );
  const onGoogle = useCallback(
    (jwt: string) => {
      if (!isAuthTest) signIn('google', () => googleLogin(locale, { jwt, force_id: null }));
    },
    [signIn, locale, isAuthTest],
  );
  const onYandex = useCallback(
    (jwt: string) => {
      if (!isAuthTest) signIn('yandex', () => yandexLogin(locale, { jwt, force_id: null }));
    },
    [signIn, locale, isAuthTest],
  );
  const onVk = useCallback(
    ({ accessToken, deviceId }: VkToken) => {
      if (isAuthTest) return;
      signIn('vk', () => vkLogin(locale, { access_token: accessToken, device_id: deviceId, force_id: null }));
    },
    [signIn, locale, isAuthTest],
  );
  const onAppleError = useCallback(() => reportProviderError('apple'), [reportProviderError]);
  const onGoogleError = useCallback(() => reportProviderError('google'), [reportProviderError]);
  const onYandexError = useCallback(() => reportProviderError('yandex'), [reportProviderError]);
  const onVkError = useCallback(() => reportProviderError('vk'), [reportProviderError]);

  if (providers.isPending) {
    return (
      <LoadingRegion className="sign-in" label={t('login.loading')}>
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  }
  if (providers.data === undefined) {
    return <QueryErrorState title={t('login.loadError')} query={providers} />;
  }

  const { apple, google, yandex, vk, dev_login: isDevLogin } = providers.data;
  const hasProviders = Boolean(apple || google || yandex || vk);

  return (
    <div className="sign-in" aria-busy={isPending || undefined}>
      {errorKey && <FormAlert>{t(`common:${errorKey}`)}</FormAlert>}
      {isPending && (
        <p role="status" className="sign-in__status">
          {t('login.signingIn')}
        </p>
      )}
      {isAuthTest && <p className="sign-in__note">{t('login.authTest')}</p>}
      {hasProviders && (
        <ul role="list" className="sign-in__providers" aria-label={t('login.providers')}>
          {apple && (
            <ProviderSlot>
              <AppleButton
                locale={locale}
                clientId={apple.client_id}
                redirectUri={apple.redirect_uri}
                onCode={onApple}
                onError={onAppleError}
              />
            </ProviderSlot>
          )}
          {google && (
            <ProviderSlot>
              <GoogleButton
                locale={locale}
                clientId={google.client_id}
                onCredential={onGoogle}
                onError={onGoogleError}
              />
            </ProviderSlot>
          )}
          {yandex && (
            <ProviderSlot>
              <YandexButton
                locale={locale}
                clientId={yandex.client_id}
                onToken={onYandex}
                onError={onYandexError}
              />
            </ProviderSlot>
          )}
          {vk && (
            <ProviderSlot>
              <VkOneTap locale={locale} appId={vk.app_id} next={next} onToken={onVk} onError={onVkError} />
            </ProviderSlot>
          )}
          {vk && search === '?1' && (
            <ProviderSlot>
              <VkStartButton appId={vk.app_id} next={next} />
            </ProviderSlot>
          )}
        </ul>
      )}
      {!hasProviders && !isDevLogin && <p className="muted">{t('login.unavailable')}</p>}
      {isDevLogin && (
        <DevSignInForm
          isPending={isPending}
          onSubmit={(name) => signIn('dev', () => devLogin(locale, { username: name }))}
        />
      )}
      <p className="sign-in__privacy">{t('login.privacy')}</p>
    </div>
  );
}
