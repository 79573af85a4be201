import type { ReactNode } from 'react';
import { TabLinks, type TabLinkItem } from '#components/ui/tab-links.tsx';
import './pages.css';

type SectionPageProps = { title: string; tabsLabel: string; tabs: TabLinkItem[]; children: ReactNode };

/** A main section with link tabs (Events, Matches). */
export function SectionPage({ title, tabsLabel, tabs, children }: SectionPageProps) {
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      <TabLinks label={tabsLabel} items={tabs} />
      {children}
    </>
  );
}
