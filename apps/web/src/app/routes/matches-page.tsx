import { useTranslation } from 'react-i18next';
import { Grid3x3, Heart, HeartHandshake } from 'lucide-react';
import { SectionPage } from './section-page.tsx';

export function MatchesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('pages.matches')}
      tabsLabel={t('tabs.matches.label')}
      tabs={[
        {
          to: '/matches/',
          icon: HeartHandshake,
          label: t('tabs.matches.matches'),
          soonTitle: t('soon.matches.title'),
          soonText: t('soon.matches.text'),
        },
        {
          to: '/matches/likes/',
          icon: Heart,
          label: t('tabs.matches.likes'),
          soonTitle: t('soon.likes.title'),
          soonText: t('soon.likes.text'),
        },
        {
          to: '/matches/deepid/',
          icon: Grid3x3,
          label: t('tabs.matches.deepid'),
          soonTitle: t('soon.deepid.title'),
          soonText: t('soon.deepid.text'),
        },
      ]}
    />
  );
}
