import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { DEFAULT_MOOD, EVENT_NOTE_MAX_LENGTH, type Mood } from '@duet/contracts/plain';
import type { DuetEvent, EventMemory } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorText } from '#lib/error-text.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/events.ts';
import { useSaveEventMemory } from '../api/event-memories.ts';
import { EVENT_ERROR_TEXTS } from '../utils/event-error.ts';
import { MOOD_EMOJI } from '../utils/moods.ts';
import { MoodPicker } from './mood-picker.tsx';
import '#components/ui/boxed-control.css';
import './events.css';

type EventMemoriesProps = {
  event: DuetEvent;
  /** This event's memories, the reader's and the partner's. */
  memories: readonly EventMemory[];
  myId: number | undefined;
  partnerName: string | undefined;
};

function MemoryLine({ memory, who }: { memory: EventMemory; who: string }) {
  const { t } = useTranslation('events');
  return (
    <div className="event-memory">
      <p className="event-memory__head">
        <span aria-hidden="true">{MOOD_EMOJI[memory.mood]}</span> <strong>{who}</strong>{' '}
        <span className="muted">· {t('memories.mood', { mood: t(`moods.${memory.mood}`) })}</span>
      </p>
      {memory.note && <p className="event-memory__note">{memory.note}</p>}
    </div>
  );
}

function MemoryForm({
  event,
  mine,
  partnerName,
  onDone,
}: {
  event: DuetEvent;
  mine: EventMemory | undefined;
  partnerName: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  const noteId = useId();
  const hintId = useId();
  const [mood, setMood] = useState<Mood>(mine?.mood ?? DEFAULT_MOOD);
  const [note, setNote] = useState(mine?.note ?? '');
  const save = useSaveEventMemory(event.id);

  function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    save.mutate(
      { mood, note },
      {
        onSuccess: () => {
          showSuccessToast(t('memories.saved'));
          onDone();
        },
      },
    );
  }

  return (
    <form className="event-memory-form" onSubmit={onSubmit}>
      <MoodPicker value={mood} onChange={setMood} label={t('memories.moodLabel')} />
      <label htmlFor={noteId} className="event-form__label">
        {t('memories.noteLabel')}
      </label>
      <textarea
        id={noteId}
        className="event-memory-form__note boxed-control"
        value={note}
        maxLength={EVENT_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(changed) => setNote(changed.target.value)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="muted event-memory-form__hint">
        {!event.with_partner
          ? t('memories.soloHint')
          : partnerName
            ? t('memories.sharedHint', { name: partnerName })
            : t('memories.sharedHintUnknown')}
      </p>
      {save.isError && <FormAlert>{errorText(save.error, EVENT_ERROR_TEXTS)}</FormAlert>}
      <div className="event-card__actions">
        <Button size="sm" type="submit" disabled={save.isPending}>
          {t('memories.save')}
        </Button>
        {mine && (
          <Button size="sm" variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('memories.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * "How was it?" under a completed date (ADR 0012): each participant's mood and note, read by
 * both, and a form for the reader's own until they have written it. A date with a former partner
 * is history: both memories as they were, unnamed, and nothing to write.
 */
export function EventMemories({ event, memories, myId, partnerName }: EventMemoriesProps) {
  const { t } = useTranslation('events');
  const headingId = useId();
  const mine = memories.find((memory) => memory.user?.id === myId);
  const theirs = memories.filter((memory) => memory !== mine);
  const [isEditing, setIsEditing] = useState(false);
  const nameOf = (memory: EventMemory) =>
    event.former_partner || !memory.user ? t('memories.formerPartner') : memory.user.username;

  let own: ReactNode;
  if (event.former_partner) {
    own = (
      <>
        <p className="muted">{t('memories.history')}</p>
        {mine && <MemoryLine memory={mine} who={t('memories.you')} />}
      </>
    );
  } else if (isEditing || !mine) {
    own = (
      <MemoryForm event={event} mine={mine} partnerName={partnerName} onDone={() => setIsEditing(false)} />
    );
  } else {
    own = (
      <>
        <MemoryLine memory={mine} who={t('memories.you')} />
        <Button size="sm" variant="ghost" onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('memories.edit')}
        </Button>
      </>
    );
  }

  return (
    <section className="event-memories" aria-labelledby={headingId}>
      <h4 id={headingId} className="event-memories__title">
        {t('memories.title')}
      </h4>
      {own}
      {theirs.map((memory, index) => (
        <MemoryLine key={memory.user?.id ?? `former-${index}`} memory={memory} who={nameOf(memory)} />
      ))}
      {event.with_partner && !event.former_partner && theirs.length === 0 && (
        <p className="muted">
          {partnerName ? t('memories.waiting', { name: partnerName }) : t('memories.waitingUnknown')}
        </p>
      )}
    </section>
  );
}
