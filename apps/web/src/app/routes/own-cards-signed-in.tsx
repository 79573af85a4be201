import { useTranslation } from 'react-i18next';
import { LayoutGrid, NotebookPen, UserPlus } from 'lucide-react';
import type { OwnCard, Partner } from '@duet/contracts';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useOwnCards } from '#features/fantasies/api/get-own-cards.ts';
import { useCreateOwnCard } from '#features/fantasies/api/own-card-mutations.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { ApiError } from '#lib/api-client.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/own-cards.ts';
import { ownCardProblem, showOwnCardErrorToast } from './own-card-errors.ts';
import { OwnCardForm, type OwnCardText } from './own-card-form.tsx';
import { OwnCardAnswers } from './own-card-answers.tsx';
import { OwnCardList } from './own-card-list.tsx';
import { useFantasyAnswers } from './use-fantasy-answers.tsx';
import { useOwnCardAnchor } from './use-own-card-anchor.ts';

/** Where a partner is invited: the profile's partner section. */
const INVITE_PATH = '/profile/#profile-partner';

function InviteLink() {
  const { t } = useTranslation('own-cards');
  return (
    <ButtonLink to={INVITE_PATH} variant="secondary" size="sm">
      <UserPlus aria-hidden="true" />
      {t('noPartner.action')}
    </ButtonLink>
  );
}

function NewCard() {
  const { t } = useTranslation('own-cards');
  const create = useCreateOwnCard();
  // A fresh form after each card written: the old text does not linger in it.
  const formKey = create.data?.id ?? 'new';
  const problem = create.isError ? ownCardProblem(create.error) : null;
  const isPartnerGone = create.error instanceof ApiError && create.error.code === 'partner_required';

  function onSubmit({ title, description }: OwnCardText) {
    create.mutate(description === null ? { title } : { title, description }, {
      onSuccess: () => showSuccessToast(t('form.created')),
      onError: (error) => {
        if (!ownCardProblem(error)) showOwnCardErrorToast(t('errors.saveFailed'), error);
      },
    });
  }

  return (
    <section className="own-cards-new" aria-labelledby="own-cards-new-title">
      <h2 id="own-cards-new-title" className="own-cards-new__title">
        <NotebookPen aria-hidden="true" />
        {t('form.heading')}
      </h2>
      <OwnCardForm
        key={formKey}
        note={t('form.privacy')}
        submitLabel={t('form.submit')}
        isPending={create.isPending}
        alert={
          problem && (
            <FormAlert>
              {problem}
              {isPartnerGone && (
                <>
                  {' '}
                  <InviteLink />
                </>
              )}
            </FormAlert>
          )
        }
        onSubmit={onSubmit}
      />
    </section>
  );
}

function ToFeedLink() {
  const { t } = useTranslation('own-cards');
  return (
    <ButtonLink to="/" variant="secondary">
      <LayoutGrid aria-hidden="true" />
      {t('toFeed')}
    </ButtonLink>
  );
}

/** The API refuses a card without a partner (`partner_required`): say why before anyone types. */
function NoPartner() {
  const { t } = useTranslation('own-cards');
  return (
    <EmptyState
      icon={<UserPlus />}
      title={t('noPartner.title')}
      actions={
        <>
          <ButtonLink to={INVITE_PATH}>{t('noPartner.action')}</ButtonLink>
          <ToFeedLink />
        </>
      }
    >
      <p>{t('noPartner.text')}</p>
    </EmptyState>
  );
}

function Composer() {
  const { t } = useTranslation('own-cards');
  const partner = usePartner();
  if (partner.isPending) {
    return (
      <LoadingRegion className="own-cards-new" label={t('list.loading')}>
        <Skeleton height="1.5rem" width="40%" />
        <Skeleton height="3rem" />
        <Skeleton height="7rem" />
      </LoadingRegion>
    );
  }
  // A partner that could not be read is not a missing one: the API says so if it is.
  return partner.data === null ? <NoPartner /> : <NewCard />;
}

/** `partner`: undefined while unknown, null for none. */
function CardsBody({ partner }: { partner: Partner | null | undefined }) {
  const hasPartner = Boolean(partner);
  const { t } = useTranslation('own-cards');
  const cards = useOwnCards();
  useOwnCardAnchor(cards.data !== undefined && cards.data.length > 0);

  if (cards.isPending) {
    return (
      <LoadingRegion className="own-card-list" label={t('list.loading')}>
        <Skeleton className="own-card-skeleton" />
        <Skeleton className="own-card-skeleton" />
      </LoadingRegion>
    );
  }
  if (cards.data === undefined) return <QueryErrorState title={t('list.error')} query={cards} />;
  // Without a partner and without cards, the explanation above says all there is to say.
  if (cards.data.length === 0) return partner === null ? null : <EmptyCards />;
  return <CardList cards={cards.data} hasPartner={hasPartner} />;
}

function EmptyCards() {
  const { t } = useTranslation('own-cards');
  return (
    <EmptyState icon={<NotebookPen />} title={t('empty.title')} actions={<ToFeedLink />}>
      <p>{t('empty.text')}</p>
    </EmptyState>
  );
}

const nothingToAsk = () => {};

function CardList({ cards, hasPartner }: { cards: readonly OwnCard[]; hasPartner: boolean }) {
  const { t } = useTranslation('own-cards');
  // Signed in, and own cards are light: neither sign-in nor premium is ever asked for here.
  const answers = useFantasyAnswers(nothingToAsk, nothingToAsk);
  return (
    <section className="own-cards-list" aria-labelledby="own-cards-list-title">
      <div className="own-cards-list__heading">
        <h2 id="own-cards-list-title">{t('list.title')}</h2>
        <p className="own-cards-list__count">{t('list.count', { count: cards.length })}</p>
      </div>
      <OwnCardList
        cards={cards}
        hasPartner={hasPartner}
        actionsOf={(card) => <OwnCardAnswers card={card} answers={answers} />}
      />
      {answers.dialog}
    </section>
  );
}

/** What a signed-in person sees on `/own-cards/`: the composer and the couple's cards. */
export function SignedIn() {
  const partner = usePartner();
  return (
    <div className="own-cards">
      <Composer />
      <CardsBody partner={partner.data} />
    </div>
  );
}
