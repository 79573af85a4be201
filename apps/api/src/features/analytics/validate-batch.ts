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

const addIndex = (fields: Record<string, number[]>, field: string, index: number) => {
  (fields[field] ??= []).push(index);
};

/**
 * Checks every event of a batch against the typed catalogue (ADR 0014): a known event type,
 * exactly the properties that type may carry, bounded strings and property counts. The IP is
 * dropped: Duet does not keep it.
 */
export function validateBatch(events: unknown[]): { events: AmplitudeEvent[] } | { invalid: InvalidBatch } {
  const accepted: AmplitudeEvent[] = [];
  const invalid: Record<string, number[]> = {};
  events.forEach((raw, index) => {
    const parsed = amplitudeEventSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addIndex(invalid, String(issue.path[0] ?? 'event'), index);
      return;
    }
    const properties = parsed.data.event_properties ?? {};
    const tooMany = Object.keys(properties).length > ANALYTICS_MAX_PROPERTIES;
    const allowed = ANALYTICS_EVENT_PROPERTIES[parsed.data.event_type].safeParse(properties);
    if (tooMany || !allowed.success) {
      addIndex(invalid, 'event_properties', index);
      return;
    }
    const { ip: _ip, ...event } = parsed.data;
    accepted.push({ ...event, event_properties: allowed.data });
  });
  if (Object.keys(invalid).length > 0) {
    for (const indices of Object.values(invalid)) indices.splice(0, indices.length, ...new Set(indices));
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
