/**
 * What another member may see of a profile (privacy settings): each detail shows to
 * members, to friends or to nobody, as its owner chose; the owner always sees their own.
 */
import type { DetailAudience, ProfileDetail, Settings } from '@koinonia/contracts';

export interface ViewerRelation {
  self: boolean;
  isFriend: boolean;
}

export function audienceAllows(audience: DetailAudience, viewer: ViewerRelation): boolean {
  if (viewer.self) return true;
  switch (audience) {
    case 'members':
      return true;
    case 'friends':
      return viewer.isFriend;
    case 'nobody':
      return false;
  }
}

/** The details of the owner's profile that this viewer sees. */
export type ShownDetails = Record<ProfileDetail, boolean> & { friendsList: boolean };

export function shownDetails(settings: Settings, viewer: ViewerRelation): ShownDetails {
  const { details } = settings.privacy;
  return {
    bio: audienceAllows(details.bio, viewer),
    birthday: audienceAllows(details.birthday, viewer),
    birth_year: audienceAllows(details.birth_year, viewer),
    email: audienceAllows(details.email, viewer),
    town: audienceAllows(details.town, viewer),
    // Only friends could ever see the list; the owner hides it from them too.
    friendsList: viewer.self || settings.privacy.friends_list_visible,
  };
}
