import { useEffect, useEffectEvent, useId } from 'react';
import { loadScript } from '#lib/load-script.ts';
import type { ProviderButtonProps } from './provider-types.ts';

export const YANDEX_SUGGEST_SDK_URL =
  'https://yastatic.net/s3/passport-sdk/autofill/v1/sdk-suggest-with-polyfills-latest.js';

/** Where Yandex returns the token; the page relays it to this window with `YaSendSuggestToken`. */
export const YANDEX_TOKEN_PATH = '/yandex_oauth/';

type SuggestResult = { handler: () => Promise<{ access_token?: string }> };
type YaAuthSuggest = {
  init: (
    oauthQueryParams: { client_id: string; response_type: 'token'; redirect_uri: string },
    tokenPageOrigin: string,
    suggestParams?: Record<string, string | number>,
  ) => Promise<SuggestResult>;
};

declare global {
  interface Window {
    YaAuthSuggest?: YaAuthSuggest;
  }
}

type YandexButtonProps = ProviderButtonProps & {
  clientId: string;
  onToken: (token: string) => void;
};

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
}

/** Yandex ID's own button (the suggest SDK draws it into our container). */
export function YandexButton({ clientId, onToken, onError }: YandexButtonProps) {
  const containerId = `yandex-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const onTokenEvent = useEffectEvent(onToken);
  const onErrorEvent = useEffectEvent(onError);

  useEffect(() => {
    let isCurrent = true;
    const origin = window.location.origin;
    loadScript(YANDEX_SUGGEST_SDK_URL)
      .then(() => {
        if (!isCurrent || !window.YaAuthSuggest) throw new Error('Yandex suggest SDK is missing');
        return window.YaAuthSuggest.init(
          { client_id: clientId, response_type: 'token', redirect_uri: `${origin}${YANDEX_TOKEN_PATH}` },
          origin,
          {
            view: 'button',
            parentId: containerId,
            buttonSize: 'l',
            buttonView: 'main',
            buttonTheme: 'light',
            buttonBorderRadius: 22,
            buttonIcon: 'ya',
          },
        );
      })
      .then(({ handler }) => handler())
      .then((data) => {
        if (!isCurrent) return;
        if (data.access_token) onTokenEvent(data.access_token);
        else onErrorEvent();
      })
      .catch((error: unknown) => {
        // Spec §8: `in_progress` (a second init while one is running) is not the user's problem.
        if (isCurrent && errorCode(error) !== 'in_progress') onErrorEvent();
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, containerId]);

  return <div id={containerId} className="provider-slot" />;
}
