import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarHeart, CalendarPlus, Mail, MapPin, Sparkles } from 'lucide-react';
import type { DuetEvent, PublicEvent } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { TabLinks } from '#components/ui/tab-links.tsx';
import { useActualEvents } from '#features/events/api/get-actual-events.ts';
import { useCompletedEvents } from '#features/events/api/get-completed-events.ts';
import { usePublicEvents } from '#features/events/api/get-public-events.ts';
import { useEventMemories } from '#features/events/api/event-memories.ts';
import { EventCard } from '#features/events/components/event-card.tsx';
import { EventMemories } from '#features/events/components/event-memories.tsx';
import { isPublicEventOpen, publicEventDate } from '#features/events/utils/event-dates.ts';
import { splitEvents } from '#features/events/utils/split-events.ts';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale, useUnprefixedPath } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/events.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { usePlanDialog } from './plan-date.tsx';
import './pages.css';
import { dateLocale } from '#lib/format-date.ts';

type TabId = 'events' | 'invitations' | 'experience';

function NeedAccount() {
  const { t } = useTranslation('events');
  return <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} />;
}

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <LoadingRegion className="event-list" label={t('a11y.loading')}>
      <Skeleton height="9rem" />
      <Skeleton height="9rem" />
    </LoadingRegion>
  );
}

/** Titles, partner and edit popup shared by every list of the page. */
function useEventContext() {
  const { t } = useTranslation('events');
  const fantasies = useFantasies();
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
  const onEdit = (event: DuetEvent) =>
    plan.open({
      event,
      subject: event.public_event
        ? { kind: 'public', event: event.public_event }
        : { kind: 'fantasy', id: event.fantasy ?? 0, title: titleOf(event) },
    });
  return { titleOf, onEdit, plan, myId: profile?.id, partnerName: partner.data?.username };
}

type EventContext = ReturnType<typeof useEventContext>;

function EventList({
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

function PublicEvents({ onPlan }: { onPlan: (event: PublicEvent) => void }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const query = usePublicEvents();
  const now = new Date();
  const open = (query.data ?? [])
    .filter((event) => isPublicEventOpen(event, now))
    .sort((a, b) => publicEventDate(a).getTime() - publicEventDate(b).getTime());
  if (open.length === 0) return null;
  const format = new Intl.DateTimeFormat(dateLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <section className="event-section" aria-labelledby="public-events-title">
      <h2 id="public-events-title" className="event-section__title">
        {t('public.title')}
      </h2>
      <p className="muted">{t('public.text')}</p>
      <ul role="list" className="event-list">
        {open.map((event) => (
          <li key={event.id} className="event-card public-event">
            <h3 className="event-card__title">{event.name}</h3>
            <p className="event-card__meta">
              {event.city && (
                <span className="public-event__city">
                  <MapPin aria-hidden="true" />
                  {event.city}
                </span>
              )}
              <time dateTime={publicEventDate(event).toISOString()}>
                {format.format(publicEventDate(event))}
              </time>
            </p>
            <div className="event-card__actions">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onPlan(event)}
                aria-haspopup="dialog"
                aria-label={t('public.planLabel', { name: event.name })}
              >
                <CalendarPlus aria-hidden="true" />
                {t('public.plan')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function UpcomingTab({ context }: { context: EventContext }) {
  const { t } = useTranslation('events');
  const { profile } = useSession();
  const query = useActualEvents();
  const onPlanPublic = (event: PublicEvent) => context.plan.open({ subject: { kind: 'public', event } });
  if (query.isPending) return <ListSkeleton />;
  if (query.data === undefined) return <QueryErrorState title={t('lists.error')} query={query} />;
  // Every plan that is not done yet, grouped by its state: one just sent is here too, not only
  // under Invitations.
  const { upcoming, incoming, pending } = splitEvents(query.data, profile?.id);
  return (
    <>
      {upcoming.length + incoming.length + pending.length === 0 ? (
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
          {pending.length > 0 && (
            <EventList heading={t('lists.pending')} events={pending} context={context} />
          )}
        </>
      )}
      <PublicEvents onPlan={onPlanPublic} />
    </>
  );
}

function InvitationsTab({ context }: { context: EventContext }) {
  const { t } = useTranslation('events');
  const query = useActualEvents();
  if (query.isPending) return <ListSkeleton />;
  if (query.data === undefined) return <QueryErrorState title={t('lists.error')} query={query} />;
  const { incoming, pending } = splitEvents(query.data, context.myId);
  if (incoming.length === 0 && pending.length === 0) {
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
      {pending.length > 0 && <EventList heading={t('lists.pending')} events={pending} context={context} />}
    </>
  );
}

function ExperienceTab({ context }: { context: EventContext }) {
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

function SignedInTabs({ active }: { active: TabId }) {
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
      {isAuthorizationCompleted ? <SignedInTabs active={active.id} /> : <NeedAccount />}
    </>
  );
}
