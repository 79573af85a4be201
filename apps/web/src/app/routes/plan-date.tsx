import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import type { DuetEvent, Fantasy } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import type { EventDialogProps, EventSubject } from '#features/events/components/event-dialog.tsx';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { LikeBadge } from '#features/matches/components/like-badge.tsx';
import { useLikeStates } from '#features/matches/hooks/use-like-states.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { useSession } from '#lib/session.ts';
import '#locales/events.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';

// The popup, its calendar and their styles load when someone first plans a date.
const EventDialog = lazy(() =>
  import('#features/events/components/event-dialog.tsx').then((module) => ({ default: module.EventDialog })),
);

type PlanTarget = { subject: EventSubject; event?: DuetEvent; suggest?: boolean };

/**
 * The event popup composed for the app: the current partner for the "in pair" toggle, and for a
 * fantasy its liked / matched badge beside the title. `open(target)` shows it in create mode, or in
 * edit mode when the target carries an event (`suggest`: only another time for it).
 */
export function usePlanDialog(onDone?: EventDialogProps['onDone']) {
  const [target, setTarget] = useState<PlanTarget | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const partner = usePartner();
  const stateOf = useLikeStates();
  const fantasies = useCards();
  const open = (next: PlanTarget) => {
    setTarget(next);
    setIsOpen(true);
  };
  const mark =
    target?.subject.kind === 'fantasy' ? <LikeBadge state={stateOf(target.subject.id)} /> : undefined;
  // A plan opened before the catalogue arrived gets its fantasy's title as soon as it does.
  const planned = target?.subject;
  const subject: EventSubject | undefined =
    planned?.kind === 'fantasy'
      ? {
          ...planned,
          title: fantasies.data?.find((fantasy) => fantasy.id === planned.id)?.title ?? planned.title,
        }
      : planned;
  const dialog: ReactNode = target ? (
    <Suspense fallback={null}>
      <EventDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        subject={subject!}
        event={target.event}
        suggest={target.suggest}
        partnerId={partner.data?.id ?? null}
        titleMark={mark}
        onDone={onDone}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}

type PlanDateButtonProps = {
  fantasy: Pick<Fantasy, 'id' | 'title'>;
  /** `full`: "Plan a date" on the fantasy page; `short`: "Plan" on a card, named with the title. */
  look?: 'full' | 'short';
  /** The fantasy needs premium: `onLocked` (the premium invitation) opens instead of the popup. */
  isLocked?: boolean;
  onLocked?: () => void;
};

/**
 * Opens the event popup for a fantasy; a visitor is asked to sign in first, and a locked fantasy
 * invites to premium instead.
 */
export function PlanDateButton({ fantasy, look = 'full', isLocked = false, onLocked }: PlanDateButtonProps) {
  const { t } = useTranslation('events');
  const { isAuthorizationCompleted } = useSession();
  const needLogin = useNeedLogin();
  const plan = usePlanDialog();
  function onClick() {
    if (!isAuthorizationCompleted) needLogin.requestLogin();
    else if (isLocked && onLocked) onLocked();
    else plan.open({ subject: { kind: 'fantasy', id: fantasy.id, title: fantasy.title } });
  }
  return (
    <>
      {look === 'full' ? (
        <Button onClick={onClick} aria-haspopup="dialog">
          <CalendarPlus aria-hidden="true" />
          {t('plan.button')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={onClick}
          aria-haspopup="dialog"
          aria-label={t('plan.matchPlanLabel', { title: fantasy.title })}
        >
          <CalendarPlus aria-hidden="true" />
          {t('plan.matchPlan')}
        </Button>
      )}
      {plan.dialog}
      {needLogin.dialog}
    </>
  );
}
