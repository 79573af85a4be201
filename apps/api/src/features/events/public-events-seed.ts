import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';
import { LOCALES } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { publicEvents } from '../../db/schema.ts';
import { takeIncoming } from '../../db/upsert-incoming.ts';
import { PUBLIC_EVENTS_FILE } from '../../paths.ts';

const fileSchema = z.object({
  events: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      name: z.object({ ru: z.string().min(1), en: z.string().min(1) }),
      city: z.object({ ru: z.string().min(1), en: z.string().min(1) }).optional(),
      locales: z.array(z.enum(LOCALES)).min(1).optional(),
      starts_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

/** Upserts the public events by slug; idempotent like the catalogue seed. */
export async function seedPublicEventsFromFile(db: Db, path = PUBLIC_EVENTS_FILE): Promise<void> {
  const { events } = fileSchema.parse(parse(await readFile(path, 'utf8')));
  if (events.length === 0) return;
  await db
    .insert(publicEvents)
    .values(
      events.map((event) => ({
        slug: event.slug,
        nameRu: event.name.ru,
        nameEn: event.name.en,
        cityRu: event.city?.ru ?? null,
        cityEn: event.city?.en ?? null,
        locales: event.locales ?? null,
        startsAt: new Date(event.starts_at),
      })),
    )
    .onConflictDoUpdate({
      target: publicEvents.slug,
      ...takeIncoming(publicEvents, ['nameRu', 'nameEn', 'cityRu', 'cityEn', 'locales', 'startsAt']),
    });
}
