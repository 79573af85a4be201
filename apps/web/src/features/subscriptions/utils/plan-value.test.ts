import { describe, expect, it } from 'vitest';
import { bestValuePlan, savingsPercent } from './plan-value.ts';

const month = { id: 1, months: 1, amount: 49_000 };
const quarter = { id: 2, months: 3, amount: 119_000 };
const year = { id: 3, months: 12, amount: 299_000 };
const plans = [month, quarter, year];

describe('plan value', () => {
  it('offers the plan that costs least per month', () => {
    expect(bestValuePlan(plans)).toBe(year);
    expect(bestValuePlan([month])).toBe(month);
    expect(bestValuePlan([])).toBeUndefined();
  });

  it('saves against the dearest plan per month, rounded down', () => {
    // 1 190 ₽ / 3 = 396.67 ₽ against 490 ₽: 19.04 %; 2 990 ₽ / 12 = 249.17 ₽: 49.15 %.
    expect(plans.map((plan) => savingsPercent(plan, plans))).toEqual([0, 19, 49]);
    expect(savingsPercent(month, [month])).toBe(0);
  });
});
