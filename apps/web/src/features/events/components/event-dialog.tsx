import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import { enUS, ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { DEFAULT_MOOD, type Mood } from '@duet/contracts/plain';
import type { DuetEvent, PublicEvent } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import { useLocale } from '#lib/locale.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/events.ts';
import { useCreateEvent, type CreateEventBody } from '../api/create-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { errorText } from '#lib/error-text.ts';
import { EVENT_ERROR_TEXTS } from '../utils/event-error.ts';
import {
  combineDayAndTime,
  defaultDate,
  isAfterMinimum,
  minimumDate,
  minuteOptions,
  publicEventDate,
  startOfDay,
} from '../utils/event-dates.ts';
import { MoodPicker } from './mood-picker.tsx';
import '#components/ui/boxed-control.css';
import './events.css';
import { dateLocale } from '#lib/format-date.ts';

/** What the date is about: a fantasy from the catalogue or a public event. */
export type EventSubject =
  { kind: 'fantasy'; id: number; title: string } | { kind: 'public'; event: PublicEvent };

export type EventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: EventSubject;
  /** Edit mode: the event to change (only its mood and time are sent). Without it, create mode. */
  event?: DuetEvent;
  /** With `event`: the partner asked suggests another time, and only the time is sent (ADR 0012). */
  suggest?: boolean;
  /** The current partner's id: the "in pair" toggle shows only when creating and there is one. */
  partnerId?: number | null;
  /** The liked / matched badge beside the title, composed by the page. */
  titleMark?: ReactNode;
  onDone?: (event: DuetEvent) => void;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (value: number) => String(value).padStart(2, '0');
const NOW_TICK_MS = 30_000;

/** The current moment, refreshed every 30 s so "later than now" stays true to the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function subjectTitle(subject: EventSubject): string {
  return subject.kind === 'fantasy' ? subject.title : subject.event.name;
}

type EventFormProps = Omit<EventDialogProps, 'open' | 'titleMark'>;

function EventForm({ onOpenChange, subject, event, suggest = false, partnerId, onDone }: EventFormProps) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const now = useNow();
  const isPublic = subject.kind === 'public';
  const isEdit = event !== undefined;
  const [initial] = useState(() => (event ? new Date(event.happens_at) : defaultDate(new Date())));
  const [day, setDay] = useState(() => startOfDay(initial));
  const [hours, setHours] = useState(initial.getHours());
  const [minutes, setMinutes] = useState(initial.getMinutes());
  const [mood, setMood] = useState<Mood>(event?.mood ?? DEFAULT_MOOD);
  const [withPartner, setWithPartner] = useState(event ? event.with_partner : partnerId != null);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const mutation = isEdit ? update : create;
  const hintId = useId();
  const timeId = useId();

  const chosen = isPublic ? publicEventDate(subject.event) : combineDayAndTime(day, hours, minutes);
  const minimum = minimumDate(now, isPublic);
  const isValid = isAfterMinimum(chosen, minimum);
  const showToggle = !isEdit && partnerId != null;

  async function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!isValid || mutation.isPending) return;
    let result: DuetEvent;
    try {
      if (event && suggest) {
        result = await update.mutateAsync({ id: event.id, body: { happens_at: chosen.toISOString() } });
        showSuccessToast(t('popup.suggested'));
      } else if (event) {
        result = await update.mutateAsync({
          id: event.id,
          body: { mood, happens_at: chosen.toISOString() },
        });
        showSuccessToast(t('popup.saved'));
      } else {
        const target_user = showToggle && withPartner ? partnerId : null;
        const body: CreateEventBody =
          subject.kind === 'public'
            ? { public_event_id: subject.event.id, mood, target_user }
            : { fantasy: subject.id, mood, target_user, happens_at: chosen.toISOString() };
        result = await create.mutateAsync(body);
        showSuccessToast(target_user === null ? t('popup.created') : t('popup.createdInvite'));
      }
    } catch {
      return; // The form shows the error in words.
    }
    onDone?.(result);
    onOpenChange(false);
  }

  const when = new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(chosen);

  return (
    <form className="event-form" onSubmit={(formEvent) => void onSubmit(formEvent)} noValidate>
      {showToggle && (
        <CheckboxField
          isSwitch
          label={t('popup.withPartner')}
          hint={t('popup.withPartnerHint')}
          checked={withPartner}
          onChange={(change) => setWithPartner(change.target.checked)}
        />
      )}
      {isPublic ? (
        <div className="event-form__section">
          <p className="event-form__label">{t('popup.fixedWhen')}</p>
          <p className="event-form__fixed">{when}</p>
          <p className="muted">{t('popup.fixedHint')}</p>
        </div>
      ) : (
        <>
          <fieldset className="event-form__section event-form__time" aria-describedby={hintId}>
            <legend className="event-form__label">{t('popup.time')}</legend>
            <div className="time-picker">
              <label className="sr-only" htmlFor={`${timeId}-h`}>
                {t('popup.hours')}
              </label>
              <select
                id={`${timeId}-h`}
                className="time-picker__select boxed-control"
                value={hours}
                onChange={(change) => setHours(Number(change.target.value))}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {pad(hour)}
                  </option>
                ))}
              </select>
              <span aria-hidden="true" className="time-picker__colon">
                :
              </span>
              <label className="sr-only" htmlFor={`${timeId}-m`}>
                {t('popup.minutes')}
              </label>
              <select
                id={`${timeId}-m`}
                className="time-picker__select boxed-control"
                value={minutes}
                onChange={(change) => setMinutes(Number(change.target.value))}
              >
                {minuteOptions(minutes).map((minute) => (
                  <option key={minute} value={minute}>
                    {pad(minute)}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <div className="event-form__section">
            <p className="event-form__label">{t('popup.date')}</p>
            <DayPicker
              mode="single"
              required
              selected={day}
              onSelect={(selected) => setDay(startOfDay(selected))}
              defaultMonth={day}
              startMonth={startOfDay(minimum)}
              disabled={{ before: startOfDay(minimum) }}
              locale={locale === 'ru' ? ru : enUS}
              weekStartsOn={locale === 'ru' ? 1 : 0}
              className="event-calendar"
            />
          </div>
        </>
      )}
      {!isEdit && <MoodPicker value={mood} onChange={setMood} />}
      {/* Stays in view at the bottom of a phone's sheet, however long the form above it. */}
      <div className="event-form__footer">
        <p id={hintId} className="event-form__summary" aria-live="polite">
          {isValid ? (isPublic ? null : when) : isPublic ? t('popup.tooLate') : t('popup.tooEarly')}
        </p>
        {suggest && <p className="muted">{t('popup.suggestHint')}</p>}
        {mutation.isError && <FormAlert>{errorText(mutation.error, EVENT_ERROR_TEXTS)}</FormAlert>}
        <Button
          type="submit"
          disabled={!isValid || mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className="event-form__submit"
        >
          {suggest ? t('popup.suggest') : isEdit ? t('popup.save') : t('popup.plan')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §2 event popup: plan a date for a fantasy or a public event, or (with `event`) change its
 * time. Submit stays disabled until the chosen moment is after the minimum (spec §5).
 */
export function EventDialog({ open, onOpenChange, subject, titleMark, ...form }: EventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={subjectTitle(subject)} titleAddon={titleMark}>
      <EventForm onOpenChange={onOpenChange} subject={subject} {...form} />
    </Dialog>
  );
}
