/**
 * Members: accounts, profiles, pictures and the member lists. Other modules (auth, the demo
 * seed, relationship through `isMember`) go through these functions, never through the
 * users table.
 */
import {
  BIRTHDAYS_MAX,
  BIRTHDAYS_WINDOW_DAYS,
  type MemberPage,
  type MemberProfile,
  type PendingTerms,
  type PictureCategory,
  type PreviewViewer,
  type ProfilePreview,
  PREVIEW_PUBLICATIONS,
  type Publication,
  type ProfileUpdate,
  type UpcomingBirthdays,
  type UserFiles,
  type UserProfile,
} from '@koinonia/contracts';
import type { z } from 'zod';
import type { userListQuerySchema } from '@koinonia/contracts';
import { type SearchHit, searchHit } from '@koinonia/contracts';
import type { Db } from '../../db/client.ts';
import type { SearchPage } from '../../db/search.ts';
import { AppError, invalid, unauthorized } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { RelationshipService } from '../relationship/relationship.service.ts';
import { decodeCursor, encodeCursor } from './users.cursor.ts';
import {
  presentBirthday,
  presentFiles,
  presentMember,
  presentProfile,
  presentSummary,
} from './users.presenter.ts';
import type {
  MemberListRow,
  NewUser,
  ProfileChange,
  UserRow,
  UsersRepository,
} from './users.repository.ts';
import type { MediaOwnership } from '../media/media.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { shownDetails } from './users.privacy.ts';

export const USERS_TEXTS = {
  notFound: 'Membre introuvable.',
  listChoice: 'Indiquez soit « query », soit « search », mais pas les deux.',
  birthdayInvalid: "Cette date n'existe pas.",
  birthdayFuture: 'La date de naissance doit être dans le passé.',
  birthdayTooOld: 'La date de naissance doit être postérieure au 1er janvier 1900.',
  notYourPicture: "Cette image n'a pas été envoyée par vous.",
} as const;

export interface UsersServiceDeps {
  repository: UsersRepository;
  /** The repository over another module's transaction (`createIn`). */
  repositoryOver: (tx: Db) => UsersRepository;
  relationships: RelationshipService;
  /** The settings module: what each member lets others see. */
  settings: Pick<SettingsService, 'of' | 'showingOnline'>;
  /** The media module (app.ts wires it): whose a file is, and the path to store. */
  media: MediaOwnership;
  /** Who is online; shown to friends only (presence is not for strangers). None: offline. */
  presence?: Pick<RealtimeHub, 'onlineAmong'>;
  /** The publications module's count of a member's publications. None: 0. */
  countPublications?: (userId: string) => Promise<number>;
  /**
   * The publications module's newest publications of `authorId` as `viewer` reads them on the
   * profile, or as the author's friend (`asFriend`). None: no publications.
   */
  previewPublications?: (
    viewer: string,
    authorId: string,
    asFriend: boolean,
    limit: number,
  ) => Promise<Publication[]>;
  /** The terms the member must still accept (the terms module). None: nothing pending. */
  pendingTerms?: (userId: string) => Promise<PendingTerms | null>;
  /** The clock: "today" for birthdays is its date in the server's time zone. Tests fix it. */
  now?: () => Date;
}

export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * The stand-in viewer of the previews: an id no member has (no account, relation, membership,
 * block or reaction names it), so every rule keyed on the viewer treats it as a stranger.
 */
export const PREVIEW_VIEWER = '00000000-0000-0000-0000-000000000000';

const notFound = () => new AppError(404, 'not_found', USERS_TEXTS.notFound);

/** A real calendar day, after 1 January 1900 and before today (UTC). */
function checkBirthday(value: string): void {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw invalid('birthday', USERS_TEXTS.birthdayInvalid);
  }
  if (value <= '1900-01-01') throw invalid('birthday', USERS_TEXTS.birthdayTooOld);
  if (value >= new Date().toISOString().slice(0, 10)) {
    throw invalid('birthday', USERS_TEXTS.birthdayFuture);
  }
}

/** `YYYY-MM-DD` of a moment in the server's time zone. */
function localDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function createUsersService({
  repository,
  repositoryOver,
  relationships,
  settings,
  media,
  presence = { onlineAmong: () => Promise.resolve(new Set<string>()) },
  countPublications = () => Promise.resolve(0),
  pendingTerms = () => Promise.resolve(null),
  previewPublications = () => Promise.resolve([]),
  now = () => new Date(),
}: UsersServiceDeps) {
  /** Who among `ids` is online, leaving out whoever hides it (privacy.show_online). */
  async function onlineShown(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    return presence.onlineAmong(await settings.showingOnline(ids));
  }

  async function page(list: string, rows: MemberListRow[], limit: number): Promise<MemberPage> {
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    // Only the friend list says who is online, of those who let it be seen.
    const online =
      list === 'friend' ? await onlineShown(shown.map((row) => row.id)) : new Set<string>();
    return {
      results: shown.map((row) => presentSummary(row, online.has(row.id))),
      next: rows.length > limit && last ? encodeCursor(list, last) : null,
    };
  }

  const service = {
    findByEmail: (email: string): Promise<UserRow | undefined> => repository.findByEmail(email),
    findById: (id: string): Promise<UserRow | undefined> => repository.findById(id),
    /** Creates the member; undefined when the address already has an account. */
    create: (user: NewUser): Promise<UserRow | undefined> => repository.insert(user),
    /** `create` inside the caller's transaction `tx` (sign-up: the member with its consents). */
    createIn: (tx: Db, user: NewUser): Promise<UserRow | undefined> =>
      repositoryOver(tx).insert(user),
    markEmailVerified: (id: string) => repository.markEmailVerified(id),
    /** The member's address becomes `email`, proven by its link; false when it is taken. */
    changeEmail: (id: string, email: string): Promise<boolean> => repository.changeEmail(id, email),
    setPasswordHash: (id: string, passwordHash: string) =>
      repository.setPasswordHash(id, passwordHash),
    /** The account's life (ADR 0009), for the account module. */
    close: repository.close,
    reopen: repository.reopen,
    dueForDeletion: repository.dueForDeletion,
    erase: repository.erase,
    count: () => repository.count(),
    /** Members who joined since `since` (the community module's weekly summary). */
    countJoinedSince: (since: Date) => repository.countJoinedSince(since),
    /** The admin console's member list (users.repository.ts, `staffList`). */
    staffList: repository.staffList,
    /** Accounts neither closed nor deleted. */
    countOpen: () => repository.countOpen(),
    /** Whether `id` is a member (a malformed id is not). */
    isMember: async (id: string) => isUuid(id) && (await repository.isMember(id)),

    /** The member's own profile (`GET /api/users/profil/`). The member themselves is online. */
    async getProfile(userId: string, viewerId: string): Promise<UserProfile> {
      const user = await repository.findById(userId);
      // A valid token for a deleted member is no session at all.
      if (!user) throw unauthorized();
      const [friends, invitations, publications, pending] = await Promise.all([
        relationships.countFriends(userId),
        relationships.countReceivedInvitations(userId),
        countPublications(userId),
        pendingTerms(userId),
      ]);
      return presentProfile(user, {
        status: userId === viewerId ? 'online' : 'offline',
        counts: { publications, friends, invitations },
        pendingTerms: pending,
      });
    },

    /** `PATCH /api/users/profil/`: only the member's own data (no id in the path). */
    async updateProfile(me: string, input: ProfileUpdate): Promise<UserProfile> {
      if (input.birthday) checkBirthday(input.birthday);
      const change: ProfileChange = {};
      if (input.titre !== undefined) change.titre = input.titre;
      if (input.first_name !== undefined) change.firstName = input.first_name;
      if (input.last_name !== undefined) change.lastName = input.last_name;
      if (input.bio !== undefined) change.bio = input.bio;
      if (input.birthday !== undefined) change.birthday = input.birthday;
      if (input.town !== undefined) change.town = input.town || null;
      if (input.postcode !== undefined) change.postcode = input.postcode || null;
      if (Object.keys(change).length > 0) await repository.updateProfile(me, change);
      return service.getProfile(me, me);
    },

    /**
     * `GET /api/users/{userId}/`. Unknown, malformed, unverified or blocked either way: the
     * same 404, so a block is never hinted at.
     */
    async getMember(viewerId: string, id: string): Promise<MemberProfile> {
      if (!isUuid(id)) throw notFound();
      const view = await repository.findMemberView(viewerId, id);
      if (!view || view.blocked) throw notFound();
      const self = id === viewerId;
      const shown = shownDetails(await settings.of(id), { self, isFriend: view.isFriend });
      const online = view.isFriend && (await onlineShown([id])).has(id);
      return presentMember(view, viewerId, shown, online);
    },

    /**
     * `GET /api/users/me/preview/?as=`: the member's own profile as `as` reads it, through the
     * read paths' own rules (`getMember`, the publications' `visibleTo`) run for PREVIEW_VIEWER,
     * who stands for any member: no relation, group or event. As a friend, the same viewer with
     * the one friendship. A visitor reads no profile: every `/api/users` path asks for a session.
     * Only oneself: the path names no one else.
     */
    async preview(me: string, as: PreviewViewer): Promise<ProfilePreview> {
      if (as === 'guest') return { as, profile: null, publications: [] };
      const isFriend = as === 'friend';
      const view = await repository.findMemberView(PREVIEW_VIEWER, me);
      // Hidden by moderation: no one else sees the profile, nor anything of it.
      if (!view) return { as, profile: null, publications: [] };
      const shown = shownDetails(await settings.of(me), { self: false, isFriend });
      const online = isFriend && (await onlineShown([me])).has(me);
      const publications = await previewPublications(
        PREVIEW_VIEWER,
        me,
        isFriend,
        PREVIEW_PUBLICATIONS,
      );
      return {
        as,
        profile: presentMember({ ...view, isFriend }, PREVIEW_VIEWER, shown, online),
        publications,
      };
    },

    /** The members' hits of the search of everything (search.service.ts), best first. */
    async search(me: string, question: string, page: SearchPage): Promise<SearchHit[]> {
      const found = await repository.searchEverything(me, question, page);
      return found.map((row) =>
        searchHit({
          kind: 'members',
          id: row.id,
          title: [row.titre, row.first_name, row.last_name].filter(Boolean).join(' '),
          image: row.profile_picture,
          excerpt: row.bio,
          mutual_count: row.mutual_count,
        }),
      );
    },

    /** `GET /api/users/?query=…` or `?search=…`: one query per page. */
    async list(me: string, { query, search, cursor, limit }: UserListQuery): Promise<MemberPage> {
      if ((query === undefined) === (search === undefined)) {
        throw invalid('query', USERS_TEXTS.listChoice);
      }
      if (search !== undefined) {
        const rows = await repository.search(me, search, decodeCursor('search', cursor), limit + 1);
        return page('search', rows, limit);
      }
      const list = query as NonNullable<typeof query>;
      const after = decodeCursor(list, cursor);
      const rows =
        list === 'suggestion'
          ? await repository.listSuggestions(me, after, limit + 1)
          : await repository.listRelated(me, list, after, limit + 1);
      return page(list, rows, limit);
    },

    /**
     * `POST /api/users/upload_picture/`: only a file this member uploaded to the media module
     * (spec §6: users edit only their own pictures).
     */
    async uploadPicture(
      me: string,
      categorie: PictureCategory,
      fileUrl: string,
    ): Promise<UserProfile> {
      const path = await media.ownedPath(me, fileUrl);
      if (!path) {
        throw new AppError(400, 'validation_error', USERS_TEXTS.notYourPicture, {
          file_url: USERS_TEXTS.notYourPicture,
        });
      }
      await repository.setPicture(me, categorie, path);
      return service.getProfile(me, me);
    },

    /**
     * `GET /api/users/birthdays/`: friends whose birthday falls in the next
     * BIRTHDAYS_WINDOW_DAYS days (today included, as 0), soonest first, at most BIRTHDAYS_MAX.
     */
    async birthdays(me: string): Promise<UpcomingBirthdays> {
      const rows = await repository.upcomingBirthdays(
        me,
        localDate(now()),
        BIRTHDAYS_WINDOW_DAYS,
        BIRTHDAYS_MAX,
      );
      // Friends only, so presence may be told (to whoever lets it be seen).
      const online = await onlineShown(rows.map((row) => row.id));
      return { results: rows.map((row) => presentBirthday(row, online.has(row.id))) };
    },

    /** `GET /api/users/user_files/`: the member's own pictures, newest first. */
    async userFiles(me: string): Promise<UserFiles> {
      return presentFiles(await repository.listFiles(me));
    },
  };
  return service;
}

export type UsersService = ReturnType<typeof createUsersService>;
