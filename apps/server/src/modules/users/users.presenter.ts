/** Member rows → the shapes of contracts users.ts. Every field that leaves the server is listed. */
import type {
  MemberProfile,
  MemberSummary,
  SuggestionReason,
  UpcomingBirthday,
  UserFiles,
  UserProfile,
} from '@koinonia/contracts';
import type {
  BirthdayRow,
  MemberListRow,
  MemberView,
  UserFileRow,
  UserRow,
} from './users.repository.ts';
import type { ShownDetails } from './users.privacy.ts';

export interface ProfileExtras {
  status: UserProfile['status'];
  counts: UserProfile['counts'];
  /** What the member must still accept (their own profile only). */
  pendingTerms?: UserProfile['pending_terms'];
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
    town: user.town ?? null,
    postcode: user.postcode ?? null,
    profile_picture: user.profilePicture ?? null,
    cover_picture: user.coverPicture ?? null,
    status: extras.status,
    date_joined: user.createdAt.toISOString(),
    counts: extras.counts,
    pending_terms: extras.pendingTerms ?? null,
  };
}

/**
 * Another member's profile: each detail as its owner's privacy settings let the viewer see it
 * (`shown`); a hidden one is null (the bio ''). A hidden friends list counts only the friends
 * in common, which the viewer knows anyway.
 */
export function presentMember(
  view: MemberView,
  viewerId: string,
  shown: ShownDetails,
  online = false,
): MemberProfile {
  const { user } = view;
  const self = user.id === viewerId;
  const birthday = shown.birthday ? (user.birthday ?? null) : null;
  return {
    id: user.id,
    titre: user.titre,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: shown.bio ? user.bio : '',
    profile_picture: user.profilePicture ?? null,
    cover_picture: user.coverPicture ?? null,
    // The member themselves is online; others as the realtime hub knows them (friends only).
    status: self || online ? 'online' : 'offline',
    mutual_count: view.mutualCount,
    birthday: birthday && shown.birth_year ? birthday : null,
    birthday_month_day: birthday ? birthday.slice(5) : null,
    email: shown.email ? user.email : null,
    town: shown.town ? (user.town ?? null) : null,
    postcode: shown.town ? (user.postcode ?? null) : null,
    date_joined: user.createdAt.toISOString(),
    counts: { friends: shown.friendsList ? view.friends : view.mutualCount },
    friends_list_visible: shown.friendsList,
  };
}

export function presentSummary(
  row: Omit<MemberListRow, 'sort_key' | 'sort_key_2'>,
  online = false,
): MemberSummary {
  return {
    id: row.id,
    titre: row.titre,
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    profile_picture: row.profile_picture,
    cover_picture: row.cover_picture,
    status: online ? 'online' : 'offline',
    mutual_count: Number(row.mutual_count),
    ...suggestionReason(row),
  };
}

/**
 * Why a suggestion is proposed, its strongest reason first (users.repository.ts's ranking);
 * nothing for the other lists, nor for a member proposed for no reason at all.
 */
function suggestionReason(row: Omit<MemberListRow, 'sort_key' | 'sort_key_2'>): {
  reason?: SuggestionReason;
} {
  if (row.recent === undefined) return {};
  const mutual = Number(row.mutual_count);
  if (mutual > 0) return { reason: { kind: 'mutual', count: mutual } };
  if (row.shared_group) return { reason: { kind: 'group', name: row.shared_group } };
  if (row.shared_event) return { reason: { kind: 'event', name: row.shared_event } };
  if (Number(row.recent) > 0) return { reason: { kind: 'active' } };
  return {};
}

export function presentBirthday(row: BirthdayRow, online = false): UpcomingBirthday {
  return {
    ...presentSummary(row, online),
    next_birthday: row.next_birthday,
    in_days: Number(row.in_days),
    age: row.age === null ? null : Number(row.age),
  };
}

export function presentFiles(rows: UserFileRow[]): UserFiles {
  const files: UserFiles = { profil: [], cover: [] };
  for (const row of rows) {
    files[row.categorie].push({ url: row.url, created_at: row.createdAt.toISOString() });
  }
  return files;
}
