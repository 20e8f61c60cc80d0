import type { Event, EventParticipant } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';
import { event as communityEvent, EVENT_ID } from '@/test/community-data';

export { JEANNE, MARIE, ME, PAUL };
export { EVENT_ID };

/** The shared event (src/test/community-data.ts), organised by Paul. */
export const event = (overrides: Partial<Event> = {}): Event =>
  communityEvent({ organisers: [PAUL], ...overrides });

/** One answer in a participants' list. */
export function participant(overrides: Partial<EventParticipant> = {}): EventParticipant {
  return {
    user: JEANNE,
    answer: 'going',
    guests: 0,
    waiting_rank: null,
    answered_at: '2037-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of results as the API sends it. */
export const pageOf = <T>(results: T[], next: string | null = null) => ({ results, next });
