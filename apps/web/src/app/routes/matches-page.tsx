import { useTranslation } from 'react-i18next';
import { Grid3x3, Heart, HeartHandshake } from 'lucide-react';
import { ComingSoon } from '#components/ui/coming-soon.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import { SectionPage } from './section-page.tsx';

const TABS = [
  { key: 'matches', to: '/matches/', icon: HeartHandshake },
  { key: 'likes', to: '/matches/likes/', icon: Heart },
  { key: 'deepid', to: '/matches/deepid/', icon: Grid3x3 },
] as const;

export function MatchesPage() {
  const { t } = useTranslation();
  const path = useUnprefixedPath();
  useDocumentTitle(t('pages.matches'));
  const active = TABS.find((tab) => tab.to === path) ?? TABS[0];
  const Icon = active.icon;
  return (
    <SectionPage
      title={t('pages.matches')}
      tabsLabel={t('tabs.matches.label')}
      tabs={TABS.map((tab) => ({
        to: tab.to,
        label: t(`tabs.matches.${tab.key}`),
        isActive: tab === active,
      }))}
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
