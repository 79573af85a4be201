import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarHeart, Mail, Sparkles } from 'lucide-react';
import type { DuetEvent, PublicEvent } from '@duet/contracts';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { useActualEvents } from '#features/events/api/get-actual-events.ts';
import { useCompletedEvents } from '#features/events/api/get-completed-events.ts';
import { useEventMemories } from '#features/events/api/event-memories.ts';
import { EventMemories } from '#features/events/components/event-memories.tsx';
import { PublicEvents } from '#features/events/components/public-events.tsx';
import { splitEvents, type EventLists } from '#features/events/utils/split-events.ts';
import '#locales/events.ts';
import { EventList, ListSkeleton, useEventContext, type EventContext } from './event-lists.tsx';

export type TabId = 'events' | 'invitations' | 'experience';

export function UpcomingTab({ context }: { context: EventContext }) {
  const { t } = useTranslation('events');
  const query = useActualEvents();
  const onPlanPublic = (event: PublicEvent) => context.plan.open({ subject: { kind: 'public', event } });
  if (query.isPending) return <ListSkeleton />;
  if (query.data === undefined) return <QueryErrorState title={t('lists.error')} query={query} />;
  // Every plan that is not done yet, grouped by its state: one just sent is here too, not only
  // under Invitations.
  const { upcoming, incoming, sent, declined } = splitEvents(query.data);
  return (
    <>
      {upcoming.length + incoming.length + sent.length + declined.length === 0 ? (
        <EmptyState
          icon={<CalendarHeart />}
          title={t('empty.events.title')}
          actions={<ButtonLink to="/matches/">{t('empty.events.action')}</ButtonLink>}
        >
          <p>{t('empty.events.text')}</p>
        </EmptyState>
      ) : (
        <>
          {incoming.length > 0 && (
            <EventList heading={t('lists.incoming')} events={incoming} context={context} />
          )}
          {upcoming.length > 0 && (
            <EventList heading={t('lists.upcoming')} events={upcoming} context={context} />
          )}
          <WaitingAndDeclined sent={sent} declined={declined} context={context} />
        </>
      )}
      <PublicEvents onPlan={onPlanPublic} />
    </>
  );
}

/** My plans waiting for the partner's answer, then the declined ones, each under its own heading. */
function WaitingAndDeclined({
  sent,
  declined,
  context,
}: Pick<EventLists, 'sent' | 'declined'> & { context: EventContext }) {
  const { t } = useTranslation('events');
  return (
    <>
      {sent.length > 0 && <EventList heading={t('lists.sent')} events={sent} context={context} />}
      {declined.length > 0 && <EventList heading={t('lists.declined')} events={declined} context={context} />}
    </>
  );
}

export function InvitationsTab({ context }: { context: EventContext }) {
  const { t } = useTranslation('events');
  const query = useActualEvents();
  if (query.isPending) return <ListSkeleton />;
  if (query.data === undefined) return <QueryErrorState title={t('lists.error')} query={query} />;
  const { incoming, sent, declined } = splitEvents(query.data);
  if (incoming.length + sent.length + declined.length === 0) {
    return (
      <EmptyState
        icon={<Mail />}
        title={t('empty.invitations.title')}
        actions={<ButtonLink to="/">{t('empty.invitations.action')}</ButtonLink>}
      >
        <p>{t('empty.invitations.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      {incoming.length > 0 && <EventList heading={t('lists.incoming')} events={incoming} context={context} />}
      <WaitingAndDeclined sent={sent} declined={declined} context={context} />
    </>
  );
}

export function ExperienceTab({ context }: { context: EventContext }) {
  const { t } = useTranslation('events');
  const query = useCompletedEvents();
  const memories = useEventMemories();
  if (query.isPending) return <ListSkeleton />;
  if (query.data === undefined) return <QueryErrorState title={t('lists.error')} query={query} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Sparkles />}
        title={t('empty.experience.title')}
        actions={<ButtonLink to="/events/events/">{t('empty.experience.action')}</ButtonLink>}
      >
        <p>{t('empty.experience.text')}</p>
      </EmptyState>
    );
  }
  const newestFirst = [...query.data].sort((a, b) => b.happens_at.localeCompare(a.happens_at));
  const memoriesOf = (event: DuetEvent) =>
    (memories.data ?? []).filter((memory) => memory.event === event.id);
  return (
    <EventList
      heading={t('lists.memories')}
      events={newestFirst}
      context={context}
      renderExtra={(event) =>
        memories.data && (
          <EventMemories
            event={event}
            memories={memoriesOf(event)}
            myId={context.myId}
            partnerName={context.partnerName}
          />
        )
      }
    />
  );
}

/** The tab of `/events/` that is open, with the date popup its cards open. */
export function SignedInTabs({ active }: { active: TabId }) {
  const context = useEventContext();
  const content: Record<TabId, ReactNode> = {
    events: <UpcomingTab context={context} />,
    invitations: <InvitationsTab context={context} />,
    experience: <ExperienceTab context={context} />,
  };
  return (
    <>
      {content[active]}
      {context.plan.dialog}
    </>
  );
}
