import type { EventParticipant } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';
import { event, EVENT_ID } from '@/test/community-data';

export { JEANNE, MARIE, ME, PAUL };
export { event, EVENT_ID };

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
