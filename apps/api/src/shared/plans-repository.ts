import { and, asc, eq } from 'drizzle-orm';
import type { Locale, Plan } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import { plans } from '../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;

export const toPlan = (row: PlanRow, locale: Locale): Plan => ({
  id: row.id,
  slug: row.slug,
  title: locale === 'ru' ? row.titleRu : row.titleEn,
  months: row.months,
  amount: row.amount,
  currency: 'RUB',
});

export async function listPlansOnSale(db: Db, locale: Locale): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.archived, false)).orderBy(asc(plans.position));
  return rows.map((row) => toPlan(row, locale));
}

export async function findPlanOnSale(db: Db, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.archived, false)));
  return row;
}
