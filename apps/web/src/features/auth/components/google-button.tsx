import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import type { ProviderButtonProps } from './provider-types.ts';

/** Spec §9: the Google button is at most 400 px wide; it keeps to the panel on a phone. */
const GOOGLE_BUTTON_WIDTH = 320;

type GoogleButtonProps = ProviderButtonProps & {
  clientId: string;
  onCredential: (jwt: string) => void;
};

/** Google Identity Services' own button; its script comes from accounts.google.com/gsi/client. */
export function GoogleButton({ clientId, locale, onCredential, onError }: GoogleButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale={locale} onScriptLoadError={onError}>
      <GoogleLogin
        onSuccess={({ credential }) => (credential ? onCredential(credential) : onError())}
        onError={onError}
        text="signin_with"
        shape="pill"
        size="large"
        theme="filled_black"
        width={GOOGLE_BUTTON_WIDTH}
      />
    </GoogleOAuthProvider>
  );
}
