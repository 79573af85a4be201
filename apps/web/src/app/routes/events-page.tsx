import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '#components/ui/tab-links.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import '#locales/events.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import type { TabId } from './events-tabs.tsx';
import './pages.css';

// The tabs are for signed-in people, whose pages are never rendered on the server: a visitor's
// first load takes only the sign-in prompt (issue 33).
const SignedInTabs = lazy(() =>
  import('./events-tabs.tsx').then((module) => ({ default: module.SignedInTabs })),
);

function NeedAccount() {
  const { t } = useTranslation('events');
  return <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} />;
}

/** `/events/` with its tabs: accepted dates (index and `events/`), `invitations/`, `experience/`. */
export function EventsPage() {
  const { t } = useTranslation();
  const path = useUnprefixedPath();
  const { isAuthorizationCompleted } = useSession();
  const title = t('pages.events');
  useDocumentTitle(title);
  const tabs: { id: TabId; to: string; label: string }[] = [
    { id: 'events', to: '/events/events/', label: t('tabs.events.events') },
    { id: 'invitations', to: '/events/invitations/', label: t('tabs.events.invitations') },
    { id: 'experience', to: '/events/experience/', label: t('tabs.events.experience') },
  ];
  const active = tabs.find((tab) => tab.to === path) ?? tabs[0]!;
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      <TabLinks
        label={t('tabs.events.label')}
        items={tabs.map((tab) => ({ to: tab.to, label: tab.label, isActive: tab === active }))}
      />
      {isAuthorizationCompleted ? (
        <Suspense fallback={null}>
          <SignedInTabs active={active.id} />
        </Suspense>
      ) : (
        <NeedAccount />
      )}
    </>
  );
}
