import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useSession } from '#lib/session.ts';
import '#locales/notifications.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import './notifications.css';
import './pages.css';

// The list is for signed-in people, whose pages are never rendered on the server: a visitor's first
// load takes only the sign-in prompt (issue 33).
const NotificationList = lazy(() =>
  import('./notification-list.tsx').then((module) => ({ default: module.NotificationList })),
);

function NeedAccount() {
  const { t } = useTranslation('notifications');
  return <SignInPrompt title={t('signIn.title')} action={t('signIn.action')} />;
}

/** `/notifications/`: what happened, newest first; viewing the page marks it read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { isAuthorizationCompleted } = useSession();
  const title = t('pages.notifications');
  useDocumentTitle(title);
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      {isAuthorizationCompleted ? (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      ) : (
        <NeedAccount />
      )}
    </>
  );
}
