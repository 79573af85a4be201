import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { CalendarPlus, MessageCircleHeart, NotebookPen, RefreshCw, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { TabLinks } from '#components/ui/tab-links.tsx';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { useFantasy } from '#features/fantasies/api/get-fantasy.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { DifficultyDots } from '#features/fantasies/components/difficulty-dots.tsx';
import { TagList } from '#features/fantasies/components/tag-list.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { errorMessageKey } from '#lib/api-client.ts';
import { useUnprefixedPath } from '#lib/locale.ts';
import './pages.css';

type Tab = 'about' | 'preparation' | 'feedback';
const TABS: { tab: Tab; suffix: string }[] = [
  { tab: 'about', suffix: '' },
  { tab: 'preparation', suffix: 'preparation/' },
  { tab: 'feedback', suffix: 'feedback/' },
];
const TAB_ICONS = { about: CalendarPlus, preparation: NotebookPen, feedback: MessageCircleHeart };
const TAB_COPY = {
  about: 'detail.plan',
  preparation: 'detail.preparation',
  feedback: 'detail.feedback',
} as const;

function FantasyDescription({ query }: { query: ReturnType<typeof useFantasy> }) {
  const { t } = useTranslation(['fantasies', 'common']);
  if (query.isPending) {
    return (
      <div className="detail__description" aria-busy="true">
        <Skeleton height="1.125rem" />
        <Skeleton height="1.125rem" />
        <Skeleton width="55%" height="1.125rem" />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="detail__error" role="alert">
        <p>{t(`common:${errorMessageKey(query.error)}`)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          {t('common:error.retry')}
        </Button>
      </div>
    );
  }
  return <p className="detail__description">{query.data.description}</p>;
}

/** A fantasy and its feedback and preparation tabs: found by slug in the cached catalogue, then loaded by id. */
export function FantasyDetailPage() {
  const { t } = useTranslation(['fantasies', 'common']);
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const path = useUnprefixedPath();
  const fantasies = useFantasies();
  const tags = useTags();
  const fantasy = fantasies.data?.find((item) => item.slug === slug);
  const detail = useFantasy(fantasy?.id);
  useDocumentTitle(
    fantasy?.title ?? (fantasies.data ? t('common:error.notFound.title') : t('common:pages.fantasy')),
  );

  if (fantasies.isPending) {
    return (
      <div className="detail" aria-busy="true">
        <p role="status" className="sr-only">
          {t('common:a11y.loading')}
        </p>
        <Skeleton width="6rem" height="0.75rem" />
        <Skeleton width="80%" height="2.25rem" />
        <Skeleton height="1rem" />
        <Skeleton height="1rem" />
        <Skeleton width="60%" height="1rem" />
      </div>
    );
  }

  if (fantasies.data === undefined) {
    return <QueryErrorState as="h1" title={t('detail.error.title')} query={fantasies} />;
  }

  if (!fantasy) {
    return (
      <EmptyState
        as="h1"
        icon={<SearchX />}
        title={t('common:error.notFound.title')}
        actions={<ButtonLink to="/">{t('detail.allFantasies')}</ButtonLink>}
      >
        <p lang="en">Page not found: {pathname}</p>
        <p>{t('common:error.notFound.hint')}</p>
      </EmptyState>
    );
  }

  const base = `/fantasies/${encodeURIComponent(fantasy.slug)}/`;
  const rest = path.slice(base.length);
  const active = TABS.find((item) => item.suffix === rest)?.tab ?? 'about';
  const Icon = TAB_ICONS[active];

  return (
    <article className="detail">
      <DifficultyDots difficulty={fantasy.difficulty} />
      <h1>{fantasy.title}</h1>
      <FantasyDescription query={detail} />
      <TagList tagIds={fantasy.tags} tags={tags.data} />
      <TabLinks
        label={t('common:tabs.fantasy.label')}
        items={TABS.map((item) => ({
          to: `${base}${item.suffix}`,
          label: t(`common:tabs.fantasy.${item.tab}`),
          isActive: item.tab === active,
        }))}
      />
      <section className="soon-card">
        <span className="soon-card__icon" aria-hidden="true">
          <Icon />
        </span>
        <div>
          <h2 className="soon-card__title">
            {t(`${TAB_COPY[active]}.title`)}{' '}
            <span className="soon-card__badge">{t('common:soon.badge')}</span>
          </h2>
          <p className="muted">{t(`${TAB_COPY[active]}.text`)}</p>
        </div>
      </section>
    </article>
  );
}
