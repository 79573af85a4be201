import type { LucideIcon } from 'lucide-react';
import { ComingSoon } from '#components/ui/coming-soon.tsx';
import { TabLinks } from '#components/ui/tab-links.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import './pages.css';

export type SectionTab = { to: string; label: string; icon: LucideIcon; soonTitle: string; soonText: string };

type SectionPageProps = { title: string; tabsLabel: string; tabs: [SectionTab, ...SectionTab[]] };

/**
 * A main section with link tabs (Events, Matches), each tab telling what it will hold. The section's
 * own path (e.g. `/events/`) shows the first tab.
 */
export function SectionPage({ title, tabsLabel, tabs }: SectionPageProps) {
  const path = useUnprefixedPath();
  useDocumentTitle(title);
  const active = tabs.find((tab) => tab.to === path) ?? tabs[0];
  const Icon = active.icon;
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      <TabLinks
        label={tabsLabel}
        items={tabs.map((tab) => ({ to: tab.to, label: tab.label, isActive: tab === active }))}
      />
      <ComingSoon as="h2" icon={<Icon />} title={active.soonTitle} text={active.soonText} />
    </>
  );
}
