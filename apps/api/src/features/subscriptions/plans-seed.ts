import { readFile } from 'node:fs/promises';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { plans } from '../../db/schema.ts';
import { takeIncoming } from '../../db/upsert-incoming.ts';
import { PLANS_FILE } from '../../paths.ts';

const fileSchema = z.object({
  plans: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        title: z.object({ ru: z.string().min(1), en: z.string().min(1) }),
        months: z.number().int().min(1).max(120),
        amount: z.number().int().min(100).describe('Kopecks'),
      }),
    )
    .min(1),
});

/** Upserts the plans by slug, in file order, and archives the ones the file no longer lists. */
export async function seedPlansFromFile(db: Db, path = PLANS_FILE): Promise<void> {
  const file = fileSchema.parse(parse(await readFile(path, 'utf8')));
  const incoming = takeIncoming(plans, ['titleRu', 'titleEn', 'months', 'amount', 'position']);
  await db
    .insert(plans)
    .values(
      file.plans.map((plan, position) => ({
        slug: plan.slug,
        titleRu: plan.title.ru,
        titleEn: plan.title.en,
        months: plan.months,
        amount: plan.amount,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: plans.slug,
      set: { ...incoming.set, archived: false },
      setWhere: sql`${incoming.setWhere} or ${plans.archived}`,
    });
  await db
    .update(plans)
    .set({ archived: true })
    .where(
      and(
        eq(plans.archived, false),
        notInArray(
          plans.slug,
          file.plans.map((plan) => plan.slug),
        ),
      ),
    );
}
