import { useTranslation } from 'react-i18next';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import type { Session } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { formatMoment } from '#lib/format-date.ts';
import { useLocale } from '#lib/locale.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/privacy.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';
import { deviceName, type DeviceKind } from '../utils/device-name.ts';

const KIND_ICONS: Record<DeviceKind, typeof Laptop> = { phone: Smartphone, tablet: Tablet, computer: Laptop };

/**
 * One signed-in device: its browser and system, and when it signed in, which tells two browsers of
 * one kind apart; this device is in use right now, the others as of their last activity.
 */
function SessionItem({
  session,
  isEnding,
  onEnd,
}: {
  session: Session;
  isEnding: boolean;
  onEnd: (device: string) => void;
}) {
  const { t } = useTranslation('privacy');
  const locale = useLocale();
  const name = deviceName(session.user_agent);
  const device = name ? t('sessions.device', name) : t('sessions.unknownDevice');
  const signedIn = formatMoment(session.created_at, locale);
  const Icon = KIND_ICONS[name?.kind ?? 'computer'];
  return (
    <li className="sessions__item">
      <Icon aria-hidden="true" className="sessions__icon" />
      <div className="sessions__body">
        <p className="sessions__name">
          {device}
          {session.current && <span className="sessions__current">{t('sessions.thisDevice')}</span>}
        </p>
        <p className="muted sessions__meta">
          <span>{t('sessions.signedIn', { date: signedIn })}</span>
          <span>
            {session.current
              ? t('sessions.activeNow')
              : t('sessions.lastActive', { moment: formatMoment(session.last_used_at, locale) })}
          </span>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('sessions.endLabel', { device, date: signedIn })}
          disabled={isEnding}
          onClick={() => onEnd(device)}
        >
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}

/** The account's signed-in devices, this one first marked, each other one with "Sign out". */
export function SessionsList() {
  const { t } = useTranslation(['privacy', 'common']);
  const sessions = useSessions();
  const end = useEndSession();

  if (sessions.isPending) {
    return (
      <LoadingRegion className="sessions-loading" label={t('common:a11y.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </LoadingRegion>
    );
  }
  if (!sessions.data) return <QueryErrorState title={t('sessions.loadError')} query={sessions} />;

  const list = sessions.data.results;
  return (
    <div className="sessions">
      <h3 className="sessions__title">
        {t('sessions.title')} <span className="muted">· {t('sessions.count', { count: list.length })}</span>
      </h3>
      <ul role="list" className="sessions__list">
        {list.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            isEnding={end.isPending && end.variables === session.id}
            onEnd={(device) =>
              end.mutate(session.id, {
                onSuccess: () => showSuccessToast(t('sessions.ended', { device })),
              })
            }
          />
        ))}
      </ul>
      {end.isError && <FormAlert>{t(`common:${errorMessageKey(end.error)}`)}</FormAlert>}
    </div>
  );
}
