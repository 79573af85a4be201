import { useTranslation } from 'react-i18next';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import type { Locale, Session } from '@duet/contracts';
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
  device,
  signedIn,
  isEnding,
  onEnd,
}: {
  session: Session;
  /** The device's name and when it signed in, as the list writes them. */
  device: string;
  signedIn: string;
  isEnding: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation('privacy');
  const locale = useLocale();
  const Icon = KIND_ICONS[deviceName(session.user_agent)?.kind ?? 'computer'];
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
          onClick={onEnd}
        >
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}

/**
 * When each session signed in, to the minute; to the second for devices of one name that signed
 * in within the same minute, so that no two rows read alike.
 */
function signInMoments(sessions: Session[], devices: string[], locale: Locale): string[] {
  const now = new Date();
  const minutes = sessions.map((session) => formatMoment(session.created_at, locale, now));
  const looks = devices.map((device, index) => `${device} ${minutes[index]}`);
  return sessions.map((session, index) =>
    looks.indexOf(looks[index]!) === looks.lastIndexOf(looks[index]!)
      ? minutes[index]!
      : formatMoment(session.created_at, locale, now, { seconds: true }),
  );
}

function useDeviceLabel() {
  const { t } = useTranslation('privacy');
  return (session: Session) => {
    const name = deviceName(session.user_agent);
    return name ? t('sessions.device', name) : t('sessions.unknownDevice');
  };
}

/** The account's signed-in devices, this one first marked, each other one with "Sign out". */
export function SessionsList() {
  const { t } = useTranslation(['privacy', 'common']);
  const locale = useLocale();
  const sessions = useSessions();
  const end = useEndSession();
  const label = useDeviceLabel();

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
  const devices = list.map(label);
  const moments = signInMoments(list, devices, locale);
  return (
    <div className="sessions">
      <h3 className="sessions__title">
        {t('sessions.title')} <span className="muted">· {t('sessions.count', { count: list.length })}</span>
      </h3>
      <ul role="list" className="sessions__list" aria-label={t('sessions.title')}>
        {list.map((session, index) => (
          <SessionItem
            key={session.id}
            session={session}
            device={devices[index]!}
            signedIn={moments[index]!}
            isEnding={end.isPending && end.variables === session.id}
            onEnd={() =>
              end.mutate(session.id, {
                onSuccess: () => showSuccessToast(t('sessions.ended', { device: devices[index] })),
              })
            }
          />
        ))}
      </ul>
      {end.isError && <FormAlert>{t(`common:${errorMessageKey(end.error)}`)}</FormAlert>}
    </div>
  );
}
