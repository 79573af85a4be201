import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { loadScript } from '#lib/load-script.ts';
import { OauthReturn } from './oauth-return.tsx';

const YANDEX_TOKEN_SDK_URL =
  'https://yastatic.net/s3/passport-sdk/autofill/v1/sdk-suggest-token-with-polyfills-latest.js';

declare global {
  interface Window {
    YaSendSuggestToken?: (origin: string, extraData?: Record<string, unknown>) => void;
  }
}

/**
 * `/yandex_oauth/`: Yandex ID returns here with the token in the hash; Yandex's helper script
 * passes it to the sign-in page that opened the flow, which then signs in.
 */
export function YandexOauthPage() {
  const { t } = useTranslation();
  const [isFailed, setIsFailed] = useState(false);
  useDocumentTitle(t('pages.yandexOauth'));

  useEffect(() => {
    loadScript(YANDEX_TOKEN_SDK_URL)
      .then(() => {
        if (!window.YaSendSuggestToken) throw new Error('Yandex token SDK is missing');
        window.YaSendSuggestToken(window.location.origin);
      })
      .catch(() => setIsFailed(true));
  }, []);

  return <OauthReturn isFailed={isFailed} />;
}
