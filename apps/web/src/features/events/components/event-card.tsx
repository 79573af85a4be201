import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CalendarClock, CalendarPlus, Check, Clock, Pencil, Trash2, User, Users, X } from 'lucide-react';
import { endpointUrl, endpoints } from '@duet/contracts/plain';
import type { DuetEvent } from '@duet/contracts';
import { Button, ButtonAnchor } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useLocale } from '#lib/locale.ts';
import { showErrorToast, showSuccessToast } from '#lib/toast.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import '#locales/events.ts';
import { useAcceptEvent } from '../api/accept-event.ts';
import { useCompleteEvent } from '../api/complete-event.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useRejectEvent } from '../api/reject-event.ts';
import { errorText } from '#lib/error-text.ts';
import { EVENT_ERROR_TEXTS } from '../utils/event-error.ts';
import { MOOD_EMOJI } from '../utils/moods.ts';
import { canEdit, canSuggestTime } from '../utils/split-events.ts';
import './events.css';
import { formatEventMoment } from '#lib/format-date.ts';

type EventCardProps = {
  event: DuetEvent;
  /** The fantasy title or public event name, resolved by the page. */
  title: string;
  myId: number | undefined;
  partnerName: string | undefined;
  /** Opens the event popup in edit mode; the button shows only for the creator while it may change. */
  onEdit?: (event: DuetEvent) => void;
  /** Opens the event popup to suggest another time; the button shows on an invitation waiting for me. */
  onSuggest?: (event: DuetEvent) => void;
  /** More below the actions, e.g. how a completed date went. */
  children?: ReactNode;
};

type Action = 'accept' | 'reject' | 'complete' | 'delete';

function DeleteConfirm({
  open,
  onOpenChange,
  title,
  isHistory,
  onConfirm,
  isPending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A date with a former partner goes from the reader's history only, and nobody is told. */
  isHistory: boolean;
  onConfirm: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('events');
  const texts = isHistory ? 'confirmDeleteHistory' : 'confirmDelete';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${texts}.title`)}
      description={t(`${texts}.text`, { title })}
      cancelLabel={t(`${texts}.cancel`)}
      confirmLabel={t(`${texts}.confirm`)}
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}

/**
 * What the card says about its state. A plan of mine back for my answer says who suggested another
 * time (the time itself is the card's date line); one I answered with another time says so
 * (ADR 0012, "suggest another time").
 */
function stateText(
  event: DuetEvent,
  myId: number | undefined,
  partnerName: string | undefined,
  t: TFunction<'events'>,
): string {
  const isMine = event.source_user === myId;
  if (event.state === 'received' && isMine)
    return partnerName ? t('card.counter', { name: partnerName }) : t('card.counterUnknown');
  if (event.state === 'send' && !isMine) return t('card.youSuggested');
  return t(`card.state.${event.state}`);
}

/** With whom: the partner, a former partner (never named: ADR 0012, "after a split"), or alone. */
function withWhom(event: DuetEvent, partnerName: string | undefined, t: TFunction<'events'>): string {
  if (event.former_partner) return t('card.formerPartner');
  if (!event.with_partner) return t('card.solo');
  return partnerName ? t('card.together', { name: partnerName }) : t('card.togetherUnknown');
}

/** One event: what, mood, when (reader's locale and time zone), with whom, and what can be done. */
export function EventCard({ event, title, myId, partnerName, onEdit, onSuggest, children }: EventCardProps) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const titleId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptEvent();
  const reject = useRejectEvent();
  const complete = useCompleteEvent();
  const remove = useDeleteEvent();
  const mutations = { accept, reject, complete, delete: remove };
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  function run(action: Action) {
    mutations[action].mutate(event.id, {
      onSuccess: () => {
        if (action === 'delete') setConfirming(false);
        const toast = {
          accept: 'accepted',
          reject: 'rejected',
          complete: 'completed',
          delete: event.former_partner ? 'removedFromHistory' : 'deleted',
        } as const;
        showSuccessToast(t(`toasts.${toast[action]}`));
      },
      onError: (error) => showErrorToast(t('toasts.failed'), errorText(error, EVENT_ERROR_TEXTS)),
    });
  }

  const when = formatEventMoment(event.happens_at, locale);
  const isIncoming = event.state === 'received';
  const moodName = t(`moods.${event.mood}`);

  return (
    <article className="event-card" aria-labelledby={titleId}>
      <div className="event-card__top">
        <IconBubble
          className="event-card__mood"
          tone="quiet"
          role="img"
          aria-label={t('card.moodLabel', { mood: moodName })}
        >
          {MOOD_EMOJI[event.mood]}
        </IconBubble>
        <div>
          <h3 id={titleId} className="event-card__title">
            {title}
          </h3>
          <span className="event-card__state">{stateText(event, myId, partnerName, t)}</span>
        </div>
      </div>
      <dl className="event-card__meta">
        <div>
          <dt>
            <CalendarClock aria-hidden="true" />
            <span className="sr-only">{t('card.dateLabel')}</span>
          </dt>
          <dd>
            <time dateTime={event.happens_at}>{when}</time>
          </dd>
        </div>
        <div>
          <dt>{event.with_partner ? <Users aria-hidden="true" /> : <User aria-hidden="true" />}</dt>
          <dd>{withWhom(event, partnerName, t)}</dd>
        </div>
      </dl>
      <div className="event-card__actions">
        {isIncoming && (
          <>
            <Button size="sm" onClick={() => run('accept')} disabled={busy}>
              <Check aria-hidden="true" />
              {t('card.accept')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => run('reject')} disabled={busy}>
              <X aria-hidden="true" />
              {t('card.reject')}
            </Button>
            {onSuggest && canSuggestTime(event) && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onSuggest(event)}
                disabled={busy}
                aria-haspopup="dialog"
              >
                <Clock aria-hidden="true" />
                {t('card.suggest')}
              </Button>
            )}
          </>
        )}
        {event.state === 'accepted' && new Date(event.happens_at) <= new Date() && (
          <Button size="sm" onClick={() => run('complete')} disabled={busy}>
            <Check aria-hidden="true" />
            {t('card.done')}
          </Button>
        )}
        {event.state === 'accepted' && (
          // A plain link with the session cookie, so a phone hands the file to its calendar app.
          <ButtonAnchor
            size="sm"
            variant="secondary"
            href={endpointUrl(endpoints.getEventCalendar, { id: event.id }, { lang: locale })}
            download={`duet-${event.id}.ics`}
          >
            <CalendarPlus aria-hidden="true" />
            {t('card.addToCalendar')}
          </ButtonAnchor>
        )}
        {onEdit && canEdit(event, myId) && (
          <Button size="sm" variant="secondary" onClick={() => onEdit(event)} disabled={busy}>
            <Pencil aria-hidden="true" />
            {t('card.edit')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          disabled={busy}
          aria-haspopup="dialog"
          aria-describedby={isIncoming ? hintId : undefined}
        >
          <Trash2 aria-hidden="true" />
          {t('card.delete')}
        </Button>
      </div>
      {isIncoming && (
        <p id={hintId} className="event-card__hint muted">
          {t('card.rejectOrDelete')}
        </p>
      )}
      <DeleteConfirm
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        isHistory={event.former_partner}
        onConfirm={() => run('delete')}
        isPending={remove.isPending}
      />
      {children}
    </article>
  );
}
