import { useTranslation } from 'react-i18next';
import { CalendarHeart, Mail, Sparkles } from 'lucide-react';
import { SectionPage } from './section-page.tsx';

export function EventsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('pages.events')}
      tabsLabel={t('tabs.events.label')}
      tabs={[
        {
          to: '/events/events/',
          icon: CalendarHeart,
          label: t('tabs.events.events'),
          soonTitle: t('soon.events.title'),
          soonText: t('soon.events.text'),
        },
        {
          to: '/events/invitations/',
          icon: Mail,
          label: t('tabs.events.invitations'),
          soonTitle: t('soon.invitations.title'),
          soonText: t('soon.invitations.text'),
        },
        {
          to: '/events/experience/',
          icon: Sparkles,
          label: t('tabs.events.experience'),
          soonTitle: t('soon.experience.title'),
          soonText: t('soon.experience.text'),
        },
      ]}
    />
  );
}
