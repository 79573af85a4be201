import type { QueryClient } from '@tanstack/react-query';
import { ACTUAL_EVENTS_KEY } from './get-actual-events.ts';
import { COMPLETED_EVENTS_KEY } from './get-completed-events.ts';

/** Spec §4: every event action refreshes the event list; complete and delete also refresh completed. */
export function invalidateEvents(queryClient: QueryClient, alsoCompleted = false): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ACTUAL_EVENTS_KEY }),
    alsoCompleted ? queryClient.invalidateQueries({ queryKey: COMPLETED_EVENTS_KEY }) : null,
  ]);
}
