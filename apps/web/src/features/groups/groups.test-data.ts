import type { Group, GroupMember } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';
import { group, GROUP_ID } from '@/test/community-data';

export { JEANNE, MARIE, ME, PAUL };
export { group, GROUP_ID };

export const PAGE_ID = '88888888-8888-4888-8888-888888888888';

/** A community page: always public and open. */
export function page(overrides: Partial<Group> = {}): Group {
  return group({
    id: PAGE_ID,
    kind: 'PAGE',
    name: 'Paroisse Saint-Pierre',
    description: 'La paroisse du centre-ville.',
    member_count: 1,
    page: {
      category: 'paroisse',
      address: '3 place Saint-Pierre, 69001 Lyon',
      website: 'https://saint-pierre.example',
      contact_email: 'accueil@saint-pierre.example',
      schedule: 'Messe le dimanche à 10 h 30\nLaudes en semaine à 8 h',
    },
    ...overrides,
  });
}

/** A member of a group, a request or an invitation. */
export function groupMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    user: PAUL,
    role: 'MEMBER',
    status: 'MEMBER',
    message: null,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A page of results as the API sends it. */
export const pageOf = <T>(results: T[], next: string | null = null) => ({ results, next });
