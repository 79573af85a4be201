import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LockKeyhole, MessageCircleHeart, NotebookPen, SearchX } from 'lucide-react';
import { NOT_FOUND_COPY } from '@duet/contracts/plain';
import type { Fantasy } from '@duet/contracts';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { LockBadge } from '#components/ui/lock-badge.tsx';
import { InlineQueryError, QueryErrorState, TextSkeleton } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useCollections } from '#features/fantasies/api/get-collections.ts';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { useFantasy } from '#features/fantasies/api/get-fantasy.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { CollectionChips } from '#features/fantasies/components/collection-chips.tsx';
import { DifficultyDots } from '#features/fantasies/components/difficulty-dots.tsx';
import { TagList } from '#features/fantasies/components/tag-list.tsx';
import { useFantasyStats } from '#features/matches/api/get-fantasy-stats.ts';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import { useCardStates } from '#features/matches/hooks/use-like-states.ts';
import { couplesOf } from '#features/matches/utils/like-state.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale, useLocalizedPath, useUnprefixedPath } from '#lib/locale.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/feed.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';
import { FantasyOverlays, type FantasyOverlay } from './fantasy-overlays.tsx';
import { FantasyRelated } from './fantasy-related.tsx';
import { PlanDateButton } from './plan-date.tsx';
import { PremiumOffer, usePremiumInvitation } from './premium-invitation.tsx';
import { useFantasyLock } from './use-fantasy-lock.ts';
import { useFantasyAnswers } from './use-fantasy-answers.tsx';
import './pages.css';

/** Child-route links carry this state, so closing the popup can go back instead of forward. */
type OverlayState = { overlay?: boolean } | null;

function FantasyDescription({ query }: { query: ReturnType<typeof useFantasy> }) {
  const { t } = useTranslation(['fantasies', 'common']);
  if (query.isPending) {
    return <TextSkeleton className="detail__description" label={t('common:a11y.loading')} />;
  }
  if (query.data === undefined) return <InlineQueryError className="detail__error" query={query} />;
  if (query.data.locked) return <LockedPanel />;
  return <p className="detail__description">{query.data.description}</p>;
}

/** In place of a locked fantasy's description: what it takes to read it. */
function LockedPanel() {
  const { t } = useTranslation(['fantasies', 'feed']);
  return (
    <section className="locked-panel" aria-labelledby="locked-panel-title">
      <h2 id="locked-panel-title" className="locked-panel__title">
        <LockKeyhole aria-hidden="true" />
        {t('lock.panelTitle')}
      </h2>
      <p className="locked-panel__text">{t('feed:premium.text')}</p>
      <PremiumOffer />
    </section>
  );
}

function FantasyLikes({ fantasy, onPremiumRequired }: { fantasy: Fantasy; onPremiumRequired: () => void }) {
  const stats = useFantasyStats();
  const needLogin = useNeedLogin();
  const answers = useFantasyAnswers(needLogin.requestLogin, onPremiumRequired);
  return (
    <div className="detail__likes">
      <CouplesCount couples={couplesOf(stats.data?.[String(fantasy.id)]?.like_count)} />
      <LikeButtons
        look="text"
        title={fantasy.title}
        state={answers.stateOf(fantasy.id)}
        isPassed={answers.isPassed(fantasy.id)}
        onLike={() => answers.like(fantasy)}
        onPass={() => answers.pass(fantasy)}
        onUnpass={() => answers.unpass(fantasy)}
        onRemoveLike={() => answers.removeLike(fantasy)}
        isMaybe={answers.isMaybe(fantasy.id)}
        onMaybe={() => answers.maybe(fantasy)}
        onUnmaybe={() => answers.unmaybe(fantasy)}
      />
      {needLogin.dialog}
      {answers.dialog}
    </div>
  );
}

type FantasyDetailProps = { fantasy: Fantasy; context: Fantasy | undefined; overlay: FantasyOverlay | null };

function FantasyDetail({ fantasy, context, overlay }: FantasyDetailProps) {
  const { t } = useTranslation(['fantasies', 'feed', 'common']);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const tags = useTags();
  const collections = useCollections();
  const detail = useFantasy(fantasy.id);
  const stateOf = useCardStates();
  const premium = usePremiumInvitation();
  const isLockedForReader = useFantasyLock();
  // The API's word wins once the description is here; the difficulty and premium tell until then.
  const isLocked = detail.data?.locked ?? isLockedForReader(fantasy);
  const base = `/fantasies/${encodeURIComponent(fantasy.slug)}/`;

  function onCloseOverlay() {
    if ((location.state as OverlayState)?.overlay) void navigate(-1);
    else void navigate(localize(base), { replace: true, preventScrollReset: true });
  }

  return (
    <article className="detail">
      {context && (
        <p className="detail__context">
          {t('feed:detail.because')}{' '}
          <LocalizedLink to={`/fantasies/${encodeURIComponent(context.slug)}/`}>
            {context.title}
          </LocalizedLink>
        </p>
      )}
      <div className="detail__top">
        <DifficultyDots difficulty={fantasy.difficulty} />
        <span className="fantasy-card__badges">
          {isLocked && <LockBadge label={t('lock.badge')} />}
          <LikeBadge state={stateOf(fantasy.id)} />
        </span>
      </div>
      <h1>{fantasy.title}</h1>
      <FantasyDescription query={detail} />
      <TagList tagIds={fantasy.tags} tags={tags.data} />
      <FantasyLikes fantasy={fantasy} onPremiumRequired={premium.open} />
      <div className="detail__links">
        <ButtonLink
          to={`${base}preparation/`}
          state={{ overlay: true }}
          preventScrollReset
          variant="secondary"
          size="sm"
        >
          <NotebookPen aria-hidden="true" />
          {t('feed:detail.preparation')}
        </ButtonLink>
        {/* Feedback and a date need the fantasy itself: while it is locked, the panel above offers premium. */}
        {!isLocked && (
          <ButtonLink
            to={`${base}feedback/`}
            state={{ overlay: true }}
            preventScrollReset
            variant="secondary"
            size="sm"
          >
            <MessageCircleHeart aria-hidden="true" />
            {t('feed:detail.feedback')}
          </ButtonLink>
        )}
      </div>
      {!isLocked && (
        <section className="detail__plan" aria-labelledby="plan-date-title">
          <h2 id="plan-date-title" className="detail__plan-title">
            {t('detail.plan.title')}
          </h2>
          <p className="muted">{t('detail.plan.text')}</p>
          <PlanDateButton fantasy={fantasy} />
        </section>
      )}
      <CollectionChips collectionIds={fantasy.collections} collections={collections.data} />
      <FantasyRelated fantasy={fantasy} />
      <FantasyOverlays overlay={overlay} fantasy={fantasy} onClose={onCloseOverlay} />
      {premium.dialog}
    </article>
  );
}

/**
 * `/fantasies/{slug}/` and its children: `feedback/` and `preparation/` open popups over the page;
 * `{slug2}/` shows fantasy slug2 in the context of slug ("Because you looked at…"). Fantasies are
 * found by slug in the cached catalogue, then loaded by id.
 */
export function FantasyDetailPage() {
  const { t } = useTranslation(['fantasies', 'common']);
  const { slug = '', slug2 } = useParams();
  const { pathname } = useLocation();
  const locale = useLocale();
  const path = useUnprefixedPath();
  const fantasies = useFantasies();
  const find = (wanted: string) => fantasies.data?.find((item) => item.slug === wanted);
  const context = slug2 === undefined ? undefined : find(slug);
  const fantasy = find(slug2 ?? slug);
  const isMissing = !fantasy || (slug2 !== undefined && !context);
  useDocumentTitle(
    isMissing
      ? fantasies.data
        ? t('common:error.notFound.title')
        : t('common:pages.fantasy')
      : fantasy.title,
  );

  if (fantasies.isPending) {
    return (
      <LoadingRegion className="detail" label={t('common:a11y.loading')}>
        <Skeleton width="6rem" height="0.75rem" />
        <Skeleton width="80%" height="2.25rem" />
        <Skeleton height="1rem" />
        <Skeleton height="1rem" />
        <Skeleton width="60%" height="1rem" />
      </LoadingRegion>
    );
  }

  if (fantasies.data === undefined) {
    return <QueryErrorState as="h1" title={t('detail.error.title')} query={fantasies} />;
  }

  if (isMissing) {
    return (
      <EmptyState
        as="h1"
        icon={<SearchX />}
        title={t('common:error.notFound.title')}
        actions={<ButtonLink to="/">{t('detail.allFantasies')}</ButtonLink>}
      >
        <p>{NOT_FOUND_COPY[locale].line(pathname)}</p>
        <p>{t('common:error.notFound.hint')}</p>
      </EmptyState>
    );
  }

  const rest = path.slice(`/fantasies/${encodeURIComponent(fantasy.slug)}/`.length);
  const overlay: FantasyOverlay | null =
    slug2 === undefined && (rest === 'feedback/' || rest === 'preparation/')
      ? (rest.slice(0, -1) as FantasyOverlay)
      : null;

  return <FantasyDetail key={fantasy.id} fantasy={fantasy} context={context} overlay={overlay} />;
}
