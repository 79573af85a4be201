import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useSession } from '#lib/session.ts';
import '#locales/own-cards.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import './own-cards.css';
import './pages.css';

// The cards are for signed-in people, whose pages are never rendered on the server: a visitor's
// first load takes only the sign-in prompt (issue 33).
const SignedIn = lazy(() =>
  import('./own-cards-signed-in.tsx').then((module) => ({ default: module.SignedIn })),
);

/**
 * `/own-cards/`: the couple's own cards (ADR 0030) — write one, and the list of both partners'
 * cards, where the author edits, deletes or shares theirs. Other screens link to a card by its anchor.
 */
export function OwnCardsPage() {
  const { t } = useTranslation('own-cards');
  const { isAuthorized } = useSession();
  useDocumentTitle(t('title'));
  return (
    <>
      <div className="page-intro">
        <h1>{t('title')}</h1>
        <p className="page-intro__lead">{t('lead')}</p>
      </div>
      {isAuthorized ? (
        <Suspense fallback={null}>
          <SignedIn />
        </Suspense>
      ) : (
        <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} />
      )}
    </>
  );
}
