import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '#components/ui/tab-links.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import '#locales/matches.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import './matches.css';
import './pages.css';

// The tabs are for signed-in people, whose pages are never rendered on the server: a visitor's
// first load takes only the sign-in prompt (issue 33).
const MatchesTab = lazy(() =>
  import('./matches-tabs.tsx').then((module) => ({ default: module.MatchesTab })),
);
const LikesTab = lazy(() => import('./matches-tabs.tsx').then((module) => ({ default: module.LikesTab })));
const DeepidTab = lazy(() => import('./deepid-tab.tsx').then((module) => ({ default: module.DeepidTab })));

type Tab = { to: string; label: string; render: () => ReactNode };

function NeedAccount() {
  const { t } = useTranslation('matches');
  return <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} />;
}

/** `/matches/` with its tabs: matches (index), `likes/` and `deepid/`. */
export function MatchesPage() {
  const { t } = useTranslation();
  const path = useUnprefixedPath();
  const { isAuthorizationCompleted } = useSession();
  const title = t('pages.matches');
  useDocumentTitle(title);
  const tabs: [Tab, ...Tab[]] = [
    { to: '/matches/', label: t('tabs.matches.matches'), render: () => <MatchesTab /> },
    { to: '/matches/likes/', label: t('tabs.matches.likes'), render: () => <LikesTab /> },
    { to: '/matches/deepid/', label: t('tabs.matches.deepid'), render: () => <DeepidTab /> },
  ];
  const active = tabs.find((tab) => tab.to === path) ?? tabs[0];
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      <TabLinks
        label={t('tabs.matches.label')}
        items={tabs.map((tab) => ({ to: tab.to, label: tab.label, isActive: tab === active }))}
      />
      {isAuthorizationCompleted ? <Suspense fallback={null}>{active.render()}</Suspense> : <NeedAccount />}
    </>
  );
}
