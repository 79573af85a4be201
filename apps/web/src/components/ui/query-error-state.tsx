import { useTranslation } from 'react-i18next';
import { HeartCrack, RefreshCw } from 'lucide-react';
import { errorMessageKey } from '#lib/api-client.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadingRegion } from './loading-region.tsx';
import { Skeleton } from './skeleton.tsx';

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

/** The same, small, where the failed part is one block of a page (a description, a popup's list). */
export function InlineQueryError({ query, className }: { query: FailedQuery; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="alert">
      <p>{t(errorMessageKey(query.error))}</p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" />
        {t('error.retry')}
      </Button>
    </div>
  );
}

/** Three lines of text on their way. */
export function TextSkeleton({ className, label }: { className?: string; label: string }) {
  return (
    <LoadingRegion className={className} label={label}>
      <Skeleton height="1.125rem" />
      <Skeleton height="1.125rem" />
      <Skeleton width="55%" height="1.125rem" />
    </LoadingRegion>
  );
}
