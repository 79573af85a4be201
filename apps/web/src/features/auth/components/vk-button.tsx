import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Auth,
  Config,
  ConfigAuthMode,
  ConfigResponseMode,
  Languages,
  OneTap,
  OneTapInternalEvents,
  Scheme,
  WidgetEvents,
} from '@vkid/sdk';
import type { Locale } from '@duet/contracts';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { readStoredJson, writeStored } from '#lib/safe-storage.ts';
import { randomToken, type ProviderButtonProps } from './provider-types.ts';

export const VK_RETURN_PATH = '/vk_oauth/';
const VK_PENDING_KEY = 'duet:vk-auth';
/** Spec §9: the widget is 44 px high by default, within 32–56. */
const VK_BUTTON_HEIGHT = 44;

export type VkToken = { accessToken: string; deviceId: string };

/** What the redirect flow needs after VK sends the browser back to /vk_oauth/. */
type PendingVkAuth = { state: string; codeVerifier: string; next: string | null };

function configure(appId: string, pending: PendingVkAuth, responseMode: ConfigResponseMode) {
  Config.init({
    app: Number(appId),
    redirectUrl: `${window.location.origin}${VK_RETURN_PATH}`,
    state: pending.state,
    codeVerifier: pending.codeVerifier,
    scope: 'email',
    responseMode,
    mode: responseMode === ConfigResponseMode.Redirect ? ConfigAuthMode.Redirect : ConfigAuthMode.InNewWindow,
  });
}

function startPending(next: string | null): PendingVkAuth {
  const pending = { state: randomToken(), codeVerifier: randomToken(), next };
  writeStored('sessionStorage', VK_PENDING_KEY, JSON.stringify(pending));
  return pending;
}

async function exchange(code: string, deviceId: string, codeVerifier: string): Promise<VkToken> {
  const { access_token: accessToken } = await Auth.exchangeCode(code, deviceId, codeVerifier);
  return { accessToken, deviceId };
}

const LANGUAGES: Record<Locale, Languages> = { ru: Languages.RUS, en: Languages.ENG };

type VkButtonProps = ProviderButtonProps & {
  appId: string;
  /** Where to continue after the redirect flow (`/vk_oauth/`) finishes. */
  next: string | null;
  onToken: (token: VkToken) => void;
};

/** VK ID One Tap: the code comes back in this window, and is exchanged for an access token here. */
export function VkOneTap({ appId, locale, next, onToken, onError }: VkButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenEvent = useEffectEvent(onToken);
  const onErrorEvent = useEffectEvent(onError);

  useEffect(() => {
    if (!container.current) return;
    const pending = startPending(next);
    configure(appId, pending, ConfigResponseMode.Callback);
    const dark = !window.matchMedia('(prefers-color-scheme: light)').matches;
    const oneTap = new OneTap()
      .render({
        container: container.current,
        lang: LANGUAGES[locale],
        scheme: dark ? Scheme.DARK : Scheme.LIGHT,
        showAlternativeLogin: true,
        styles: { height: VK_BUTTON_HEIGHT, borderRadius: VK_BUTTON_HEIGHT / 2 },
      })
      .on(WidgetEvents.ERROR, () => onErrorEvent())
      .on(OneTapInternalEvents.LOGIN_SUCCESS, (payload: { code: string; device_id: string }) => {
        exchange(payload.code, payload.device_id, pending.codeVerifier).then(onTokenEvent, () =>
          onErrorEvent(),
        );
      });
    return () => oneTap.close();
  }, [appId, locale, next]);

  return <div ref={container} className="provider-slot provider-slot--vk" />;
}

/** The separate VK start button (spec §2: only with `?1`): a full-page redirect to VK and back. */
export function VkStartButton({ appId, next }: { appId: string; next: string | null }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  function onClick() {
    configure(appId, startPending(next), ConfigResponseMode.Redirect);
    void Auth.login();
  }
  return (
    <button
      type="button"
      className="provider-button provider-button--vk"
      disabled={!hydrated}
      onClick={onClick}
    >
      {t('login.vkStart')}
    </button>
  );
}

export type VkReturnResult = { token: VkToken; next: string | null };

/**
 * /vk_oauth/: VK sent the browser back with `code`, `device_id` and `state`. The state must be the
 * one this tab sent (spec §8 code 104, "state mismatch"); then the code is exchanged.
 */
export async function completeVkRedirect(appId: string, search: string): Promise<VkReturnResult> {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const deviceId = query.get('device_id');
  const state = query.get('state');
  const pending = readStoredJson('sessionStorage', VK_PENDING_KEY) as PendingVkAuth | null;
  writeStored('sessionStorage', VK_PENDING_KEY, null);
  if (!code || !deviceId || !pending || state !== pending.state) throw new Error('VK state mismatch');
  configure(appId, pending, ConfigResponseMode.Redirect);
  return { token: await exchange(code, deviceId, pending.codeVerifier), next: pending.next };
}
