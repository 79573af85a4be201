import { useTranslation } from 'react-i18next';
import { CalendarPlus, MapPin } from 'lucide-react';
import type { PublicEvent } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { dateLocale } from '#lib/format-date.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/events.ts';
import { usePublicEvents } from '../api/get-public-events.ts';
import { isPublicEventOpen, publicEventDate } from '../utils/event-dates.ts';

/** The public events still open to plan a date around, soonest first; nothing when there are none. */
export function PublicEvents({ onPlan }: { onPlan: (event: PublicEvent) => void }) {
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
