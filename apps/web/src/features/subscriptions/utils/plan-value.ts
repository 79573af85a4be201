import type { Plan } from '@duet/contracts';

type Priced = Pick<Plan, 'amount' | 'months'>;

const perMonth = (plan: Priced) => plan.amount / Math.max(plan.months, 1);

/** The plan that costs least per month: offered first. */
export function bestValuePlan<Item extends Priced>(plans: readonly Item[]): Item | undefined {
  return plans.reduce<Item | undefined>(
    (best, plan) => (best === undefined || perMonth(plan) < perMonth(best) ? plan : best),
    undefined,
  );
}

/**
 * How much less a plan costs per month than the dearest plan per month, in whole percent (rounded
 * down, so the badge never promises more than it gives); 0 for the dearest itself.
 */
export function savingsPercent(plan: Priced, plans: readonly Priced[]): number {
  const dearest = Math.max(...plans.map(perMonth));
  if (!(dearest > 0)) return 0;
  return Math.floor((1 - perMonth(plan) / dearest) * 100);
}
