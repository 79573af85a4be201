import {
  ANALYTICS_EVENT_PROPERTIES,
  ANALYTICS_MAX_PROPERTIES,
  amplitudeEventSchema,
  type AmplitudeEvent,
} from '@duet/contracts';

/** Amplitude's answer for a batch with bad events: the SDK drops those and retries the rest. */
export type InvalidBatch = {
  code: 400;
  error: string;
  events_with_invalid_fields: Record<string, number[]>;
};

type CheckedEvent = { event: AmplitudeEvent } | { invalidFields: string[] };

/**
 * Checks one event against the typed catalogue (ADR 0014): a known event type, only the fields
 * Duet's uploader sends, exactly the properties that type may carry, bounded strings and counts.
 */
export function checkEvent(raw: unknown): CheckedEvent {
  const parsed = amplitudeEventSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'event')],
    );
    return { invalidFields: [...new Set(fields)] };
  }
  const properties = parsed.data.event_properties ?? {};
  const tooMany = Object.keys(properties).length > ANALYTICS_MAX_PROPERTIES;
  const allowed = ANALYTICS_EVENT_PROPERTIES[parsed.data.event_type].safeParse(properties);
  if (tooMany || !allowed.success) return { invalidFields: ['event_properties'] };
  return { event: { ...parsed.data, event_properties: allowed.data } };
}

/** The whole batch, or Amplitude's 400 naming every bad event's fields: nothing of it is stored then. */
export function validateBatch(events: unknown[]): { events: AmplitudeEvent[] } | { invalid: InvalidBatch } {
  const accepted: AmplitudeEvent[] = [];
  const invalid: Record<string, number[]> = {};
  events.forEach((raw, index) => {
    const checked = checkEvent(raw);
    if ('event' in checked) accepted.push(checked.event);
    else for (const field of checked.invalidFields) (invalid[field] ??= []).push(index);
  });
  if (Object.keys(invalid).length > 0) {
    return {
      invalid: {
        code: 400,
        error: 'Invalid field values on some events',
        events_with_invalid_fields: invalid,
      },
    };
  }
  return { events: accepted };
}

/**
 * The events that name no fantasy outside the catalogue: a couple's own card (ADR 0030) is theirs
 * alone, so not even its id is kept or forwarded to Amplitude. An event about one is dropped whole.
 */
export function withoutPrivateFantasies(
  events: AmplitudeEvent[],
  isCatalogue: (fantasyId: number) => boolean,
): AmplitudeEvent[] {
  return events.filter((event) => {
    const fantasy = event.event_properties?.fantasy;
    return typeof fantasy !== 'number' || isCatalogue(fantasy);
  });
}
