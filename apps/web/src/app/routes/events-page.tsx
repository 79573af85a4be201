import { useTranslation } from 'react-i18next';
import { CalendarHeart, Mail, Sparkles } from 'lucide-react';
import { ComingSoon } from '#components/ui/coming-soon.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import { SectionPage } from './section-page.tsx';

const TABS = [
  { key: 'events', to: '/events/events/', icon: CalendarHeart },
  { key: 'invitations', to: '/events/invitations/', icon: Mail },
  { key: 'experience', to: '/events/experience/', icon: Sparkles },
] as const;

/** `/events/` is the Events tab; the other tabs have their own paths. */
export function EventsPage() {
  const { t } = useTranslation();
  const path = useUnprefixedPath();
  useDocumentTitle(t('pages.events'));
  const active = TABS.find((tab) => tab.to === path) ?? TABS[0];
  const Icon = active.icon;
  return (
    <SectionPage
      title={t('pages.events')}
      tabsLabel={t('tabs.events.label')}
      tabs={TABS.map((tab) => ({ to: tab.to, label: t(`tabs.events.${tab.key}`), isActive: tab === active }))}
    >
      <ComingSoon
        as="h2"
        icon={<Icon />}
        title={t(`soon.${active.key}.title`)}
        text={t(`soon.${active.key}.text`)}
      />
    </SectionPage>
  );
}
