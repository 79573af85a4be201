import type { Plan, Purchase, Subscription } from '@duet/contracts';

export const PLANS: Plan[] = [
  { id: 1, slug: 'month', title: 'Месяц', months: 1, amount: 49000, currency: 'RUB' },
  { id: 2, slug: 'three-months', title: 'Три месяца', months: 3, amount: 119000, currency: 'RUB' },
  { id: 3, slug: 'year', title: 'Год', months: 12, amount: 299000, currency: 'RUB' },
];

export const PURCHASE_ID = '6f1c2a4e-8b1d-4c55-9a0e-2d3f4b5c6d7e';

export const NO_PREMIUM: Subscription = { active: false, expires_at: null, from_partner: false };

export function activePremium(overrides: Partial<Subscription> = {}): Subscription {
  return { active: true, expires_at: '2027-03-08T12:00:00.000Z', from_partner: false, ...overrides };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  const plan = PLANS[0]!;
  return {
    id: PURCHASE_ID,
    kind: 'own',
    plan,
    amount: plan.amount,
    status: 'paid',
    created_at: '2026-11-21T10:00:00.000Z',
    paid_at: '2026-11-21T10:01:00.000Z',
    gift: null,
    ...overrides,
  };
}
