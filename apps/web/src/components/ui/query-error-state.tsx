import { useTranslation } from 'react-i18next';
import { HeartCrack, RefreshCw } from 'lucide-react';
import { errorMessageKey } from '#lib/api-client.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

/** A query that failed with nothing to show: what went wrong, in words, and a retry. */
export function QueryErrorState({
  title,
  query,
  as,
}: {
  title: string;
  query: FailedQuery;
  as?: 'h1' | 'h2';
}) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      as={as}
      role="alert"
      tone="danger"
      icon={<HeartCrack />}
      title={title}
      actions={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('error.retry')}
        </Button>
      }
    >
      <p>{t(errorMessageKey(query.error))}</p>
    </EmptyState>
  );
}
