import { useTranslation } from 'react-i18next';
import { Laptop } from 'lucide-react';
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
import { deviceName } from '../utils/device-name.ts';

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
  return (
    <div className="sessions">
      <h3 className="sessions__title">
        {t('sessions.title')} <span className="muted">· {t('sessions.count', { count: list.length })}</span>
      </h3>
      <ul role="list" className="sessions__list">
        {list.map((session) => {
          const device = label(session);
          return (
            <li key={session.id} className="sessions__item">
              <Laptop aria-hidden="true" className="sessions__icon" />
              <div className="sessions__body">
                <p className="sessions__name">
                  {device}
                  {session.current && <span className="sessions__current">{t('sessions.thisDevice')}</span>}
                </p>
                <p className="muted sessions__meta">
                  {t('sessions.lastActive', { moment: formatMoment(session.last_used_at, locale) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('sessions.endLabel', { device })}
                  disabled={end.isPending && end.variables === session.id}
                  onClick={() =>
                    end.mutate(session.id, {
                      onSuccess: () => showSuccessToast(t('sessions.ended', { device })),
                    })
                  }
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {end.isError && <FormAlert>{t(`common:${errorMessageKey(end.error)}`)}</FormAlert>}
    </div>
  );
}
