import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { EyeOff, HeartHandshake, PenLine, Pencil, Send, Trash2 } from 'lucide-react';
import type { OwnCard } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import {
  useDeleteOwnCard,
  useShareOwnCard,
  useUpdateOwnCard,
} from '#features/fantasies/api/own-card-mutations.ts';
import { ownCardElementId } from '#lib/own-cards.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/own-cards.ts';
import { ownCardProblem, showOwnCardErrorToast } from './own-card-errors.ts';
import { OwnCardForm, type OwnCardText } from './own-card-form.tsx';

function EditDialog({
  card,
  open,
  onOpenChange,
}: {
  card: OwnCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('own-cards');
  const update = useUpdateOwnCard();
  const problem = update.isError ? ownCardProblem(update.error) : null;

  function onSubmit(text: OwnCardText) {
    if (text.title === card.title && text.description === card.description) {
      onOpenChange(false);
      return;
    }
    update.mutate(
      { id: card.id, body: text },
      {
        onSuccess: () => {
          showSuccessToast(t('edit.saved'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (!ownCardProblem(error)) showOwnCardErrorToast(t('errors.saveFailed'), error);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) update.reset();
      }}
      title={t('edit.title')}
    >
      {/* The dialog's content mounts as it opens, so each opening starts from the card as it is now. */}
      <OwnCardForm
        initial={{ title: card.title, description: card.description }}
        note={card.shared ? t('edit.warning') : t('list.onlyYou')}
        submitLabel={t('edit.save')}
        isPending={update.isPending}
        alert={problem && <FormAlert>{problem}</FormAlert>}
        onSubmit={onSubmit}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function DeleteDialog({
  card,
  open,
  onOpenChange,
}: {
  card: OwnCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('own-cards');
  const remove = useDeleteOwnCard();
  const problem = remove.isError ? ownCardProblem(remove.error) : null;

  function onConfirm() {
    remove.mutate(card.id, {
      onSuccess: () => {
        onOpenChange(false);
        showSuccessToast(t('delete.done'));
      },
      onError: (error) => {
        if (!ownCardProblem(error)) showOwnCardErrorToast(t('delete.failed'), error);
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) remove.reset();
      }}
      title={t('delete.title')}
      description={t('delete.text', { title: card.title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
      isPending={remove.isPending}
      alert={problem && <FormAlert>{problem}</FormAlert>}
    />
  );
}

function ShareButton({ card }: { card: OwnCard }) {
  const { t } = useTranslation('own-cards');
  const share = useShareOwnCard();
  return (
    <Button
      size="sm"
      aria-label={t('list.shareLabel', { title: card.title })}
      disabled={share.isPending}
      onClick={() =>
        share.mutate(card.id, {
          onSuccess: () => showSuccessToast(t('share.done')),
          onError: (error) => showOwnCardErrorToast(t('share.failed'), error),
        })
      }
    >
      <Send aria-hidden="true" />
      {t('list.share')}
    </Button>
  );
}

/** Edit, delete and, for a card the partner does not see, share: what only its author may do. */
function AuthorActions({ card, hasPartner }: { card: OwnCard; hasPartner: boolean }) {
  const { t } = useTranslation('own-cards');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      {!card.shared && hasPartner && <ShareButton card={card} />}
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={t('list.editLabel', { title: card.title })}
        onClick={() => setDialog('edit')}
      >
        <Pencil aria-hidden="true" />
        {t('list.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="own-card__delete"
        aria-haspopup="dialog"
        aria-label={t('list.deleteLabel', { title: card.title })}
        onClick={() => setDialog('delete')}
      >
        <Trash2 aria-hidden="true" />
        {t('list.delete')}
      </Button>
      <EditDialog card={card} open={dialog === 'edit'} onOpenChange={onOpenChange} />
      <DeleteDialog card={card} open={dialog === 'delete'} onOpenChange={onOpenChange} />
    </>
  );
}

type OwnCardItemProps = { card: OwnCard; hasPartner: boolean; actions?: ReactNode };

function OwnCardItem({ card, hasPartner, actions }: OwnCardItemProps) {
  const { t } = useTranslation('own-cards');
  const elementId = ownCardElementId(card.id);
  const AuthorIcon = card.mine ? PenLine : HeartHandshake;
  return (
    <article
      id={elementId}
      className="own-card"
      aria-labelledby={`${elementId}-title`}
      // A link to the card moves focus here, so the keyboard carries on from the card.
      tabIndex={-1}
    >
      <p className={clsx('own-card__author', card.mine && 'own-card__author--mine')}>
        <AuthorIcon aria-hidden="true" />
        {card.mine ? t('list.byMe') : t('list.byPartner')}
      </p>
      <div className="own-card__text" lang={card.language}>
        <h3 id={`${elementId}-title`} className="own-card__title">
          {card.title}
        </h3>
        {card.description && <p className="own-card__description">{card.description}</p>}
      </div>
      {card.mine && !card.shared && (
        <p className="own-card__note">
          <EyeOff aria-hidden="true" />
          {hasPartner ? t('list.notShared') : t('list.onlyYou')}
        </p>
      )}
      {(actions || card.mine) && (
        <div className="own-card__actions">
          {actions}
          {card.mine && <AuthorActions card={card} hasPartner={hasPartner} />}
        </div>
      )}
    </article>
  );
}

type OwnCardListProps = {
  cards: readonly OwnCard[];
  hasPartner: boolean;
  /** What the reader may answer to a card (like, maybe, pass), placed before the author's actions. */
  actionsOf?: (card: OwnCard) => ReactNode;
};

/** The couple's own cards, newest first, as the API orders them. */
export function OwnCardList({ cards, hasPartner, actionsOf }: OwnCardListProps) {
  return (
    <ul role="list" className="own-card-list">
      {cards.map((card) => (
        <li key={card.id}>
          <OwnCardItem card={card} hasPartner={hasPartner} actions={actionsOf?.(card)} />
        </li>
      ))}
    </ul>
  );
}
