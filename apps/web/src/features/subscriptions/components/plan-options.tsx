import { useTranslation } from 'react-i18next';
import type { Plan } from '@duet/contracts';
import { formatMonthlyRubles, formatRubles } from '../utils/format.ts';
import { savingsPercent } from '../utils/plan-value.ts';
import '#components/ui/pill-badge.css';
import { ChoiceGroup } from './choice-group.tsx';

type PlanOptionsProps = { plans: Plan[]; value: number | null; onChange: (planId: number) => void };

/**
 * The plans as a radio group of cards: arrow keys move the choice, as with any radio buttons. The
 * title names the period; a plan cheaper per month than the dearest says by how much.
 */
export function PlanOptions({ plans, value, onChange }: PlanOptionsProps) {
  const { t } = useTranslation('premium');
  return (
    <ChoiceGroup legend={t('plans.legend')} className="plan-options">
      {(name) =>
        plans.map((plan) => {
          const savings = savingsPercent(plan, plans);
          return (
            <label key={plan.id} className="choice-card">
              <input
                type="radio"
                name={name}
                value={plan.id}
                checked={value === plan.id}
                onChange={() => onChange(plan.id)}
                className="choice-card__input"
              />
              <span className="choice-card__title">{plan.title}</span>
              {savings > 0 && (
                <span className="pill-badge choice-card__badge">
                  {t('plans.savings', { percent: savings })}
                </span>
              )}
              <span className="choice-card__price">{formatRubles(plan.amount)}</span>
              <span className="choice-card__meta">
                {t('plans.perMonth', { price: formatMonthlyRubles(plan.amount, plan.months) })}
              </span>
            </label>
          );
        })
      }
    </ChoiceGroup>
  );
}
