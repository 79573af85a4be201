import type { Gift, Locale, Plan } from '@duet/contracts';

export const GIFT_ID = 'gift_0123456789abcdef';

const PLAN_TITLES: Record<Locale, Record<number, string>> = {
  ru: { 1: 'Месяц', 3: 'Квартал', 12: 'Год' },
  en: { 1: 'Month', 3: 'Quarter', 12: 'Year' },
};

export function makePlan(months: number, locale: Locale = 'ru'): Plan {
  return {
    id: months,
    slug: `plan-${months}`,
    title: PLAN_TITLES[locale][months] ?? `${months}`,
    months,
    amount: months * 49_000,
    currency: 'RUB',
  };
}

/** A certificate someone else bought, still waiting for its recipient. */
export function makeGift(overrides: Partial<Gift> = {}, locale: Locale = 'ru'): Gift {
  return {
    id: GIFT_ID,
    plan: makePlan(3, locale),
    redeemed: false,
    redeemed_at: null,
    created_at: '2026-02-14T12:00:00.000Z',
    mine: false,
    voided: false,
    ...overrides,
  };
}
