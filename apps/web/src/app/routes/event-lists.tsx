import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuetEvent } from '@duet/contracts';
import type { EventSubject } from '#features/events/components/event-dialog.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { EventCard } from '#features/events/components/event-card.tsx';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { useSession } from '#lib/session.ts';
import '#locales/events.ts';
import { usePlanDialog } from './plan-date.tsx';

export function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <LoadingRegion className="event-list" label={t('a11y.loading')}>
      <Skeleton height="9rem" />
      <Skeleton height="9rem" />
    </LoadingRegion>
  );
}

/** Titles, partner and edit popup shared by every list of the page. */
export function useEventContext() {
  const { t } = useTranslation('events');
  const fantasies = useCards();
  const partner = usePartner();
  const { profile } = useSession();
  const plan = usePlanDialog();
  const titles = useMemo(
    () => new Map((fantasies.data ?? []).map((fantasy) => [fantasy.id, fantasy.title])),
    [fantasies.data],
  );
  const titleOf = (event: DuetEvent) =>
    event.public_event?.name ??
    (event.fantasy === null ? undefined : titles.get(event.fantasy)) ??
    t('card.unknownFantasy');
  const subjectOf = (event: DuetEvent): EventSubject =>
    event.public_event
      ? { kind: 'public', event: event.public_event }
      : { kind: 'fantasy', id: event.fantasy ?? 0, title: titleOf(event) };
  const onEdit = (event: DuetEvent) => plan.open({ event, subject: subjectOf(event) });
  const onSuggest = (event: DuetEvent) => plan.open({ event, subject: subjectOf(event), suggest: true });
  return { titleOf, onEdit, onSuggest, plan, myId: profile?.id, partnerName: partner.data?.username };
}

export type EventContext = ReturnType<typeof useEventContext>;

export function EventList({
  heading,
  events,
  context,
  renderExtra,
}: {
  heading?: string;
  events: DuetEvent[];
  context: EventContext;
  /** More inside each card, e.g. how a completed date went. */
  renderExtra?: (event: DuetEvent) => ReactNode;
}) {
  const { t } = useTranslation('events');
  const list = (
    <ul role="list" className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard
            event={event}
            title={context.titleOf(event)}
            myId={context.myId}
            partnerName={context.partnerName}
            onEdit={context.onEdit}
            onSuggest={context.onSuggest}
          >
            {renderExtra?.(event)}
          </EventCard>
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="event-section" aria-label={heading}>
      <h2 className="event-section__title">
        {heading} <span className="muted">· {t('lists.count', { count: events.length })}</span>
      </h2>
      {list}
    </section>
  );
}
