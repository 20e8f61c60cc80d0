/**
 * Members: the rules about accounts and profiles. Other modules (auth, the demo seed) go
 * through these functions, never through the users table.
 */
import type { UserProfile } from '@koinonia/contracts';
import { unauthorized } from '../../platform/errors.ts';
import type { RelationshipService } from '../relationship/relationship.service.ts';
import { presentProfile } from './users.presenter.ts';
import type { NewUser, UserRow, UsersRepository } from './users.repository.ts';

export function createUsersService(
  repository: UsersRepository,
  relationships: RelationshipService,
) {
  return {
    findByEmail: (email: string): Promise<UserRow | undefined> => repository.findByEmail(email),
    findById: (id: string): Promise<UserRow | undefined> => repository.findById(id),
    /** Creates the member; undefined when the address already has an account. */
    create: (user: NewUser): Promise<UserRow | undefined> => repository.insert(user),
    markEmailVerified: (id: string) => repository.markEmailVerified(id),
    setPasswordHash: (id: string, passwordHash: string) =>
      repository.setPasswordHash(id, passwordHash),
    count: () => repository.count(),

    /** The profile as `viewerId` sees it. The member themselves is always online. */
    async getProfile(userId: string, viewerId: string): Promise<UserProfile> {
      const user = await repository.findById(userId);
      // A valid token for a deleted member is no session at all.
      if (!user) throw unauthorized();
      const [friends, invitations] = await Promise.all([
        relationships.countFriends(userId),
        relationships.countReceivedInvitations(userId),
      ]);
      return presentProfile(user, {
        status: userId === viewerId ? 'online' : 'offline',
        // Publications arrive with the publications module.
        counts: { publications: 0, friends, invitations },
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
