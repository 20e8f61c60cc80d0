/** Member row → the profile of contracts users.ts. Every field that leaves the server is listed. */
import type { UserProfile } from '@koinonia/contracts';
import type { UserRow } from './users.repository.ts';

export interface ProfileExtras {
  status: UserProfile['status'];
  counts: UserProfile['counts'];
}

export function presentProfile(user: UserRow, extras: ProfileExtras): UserProfile {
  return {
    id: user.id,
    email: user.email,
    titre: user.titre,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    birthday: user.birthday ?? null,
    profile_picture: user.profilePicture ?? null,
    cover_picture: user.coverPicture ?? null,
    status: extras.status,
    date_joined: user.createdAt.toISOString(),
    counts: extras.counts,
  };
}
