import { useTranslation } from 'react-i18next';
import { Gift, HeartHandshake } from 'lucide-react';
import { PURCHASE_KINDS, type PurchaseKind } from '@duet/contracts/plain';
import { useSession } from '#lib/session.ts';
import { ChoiceGroup } from './choice-group.tsx';

const ICONS = { own: HeartHandshake, gift: Gift } as const;

type KindOptionsProps = { value: PurchaseKind; onChange: (kind: PurchaseKind) => void };

/** For the couple itself or as a gift certificate. */
export function KindOptions({ value, onChange }: KindOptionsProps) {
  const { t } = useTranslation('premium');
  // Premium is the couple's: one who has no partner yet is told it will be shared, not that it is.
  const { partner } = useSession();
  const hintOf = (kind: PurchaseKind) =>
    kind === 'own' && !partner ? t('kind.ownHintSingle') : t(`kind.${kind}Hint`);
  return (
    <ChoiceGroup legend={t('kind.legend')} className="kind-options">
      {(name) =>
        PURCHASE_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <label key={kind} className="choice-card choice-card--row">
              <input
                type="radio"
                name={name}
                value={kind}
                checked={value === kind}
                onChange={() => onChange(kind)}
                className="choice-card__input"
                aria-describedby={`${name}-${kind}-hint`}
              />
              <Icon aria-hidden="true" className="choice-card__icon" />
              <span className="choice-card__text">
                <span className="choice-card__title">{t(`kind.${kind}`)}</span>
                <span id={`${name}-${kind}-hint`} className="choice-card__meta">
                  {hintOf(kind)}
                </span>
              </span>
            </label>
          );
        })
      }
    </ChoiceGroup>
  );
}
