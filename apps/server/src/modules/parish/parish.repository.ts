/**
 * The only file that touches the parish tables (docs/adr/0026-parish-page.md). The page itself
 * is read through the groups module's fragment (`groupSql.page`), in the same statement as its
 * parish profile.
 */
import type {
  ParishException,
  ParishExceptionKind,
  ParishProfile,
  ParishRequestKind,
  ParishRequestStatus,
  ParishTime,
  ParishTimeKind,
} from '@koinonia/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import { groupSql } from '../groups/groups.public.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import {
  parishExceptions,
  parishProfiles,
  parishRequestMessages,
  parishRequests,
  parishTimes,
} from './parish.schema.ts';
import type { ExceptionForExpansion } from './parish.time.ts';

/** The page as the parish reads it, for one viewer (null: a guest). */
export interface PageRow {
  id: string;
  name: string;
  archived: boolean;
  hidden: boolean;
  member: boolean;
  admin: boolean;
  /** Its parish profile, or null when it has not declared itself a parish. */
  profile: ParishProfile | null;
}

export interface RequestRow {
  id: string;
  group_id: string;
  requester_id: string;
  kind: ParishRequestKind;
  status: ParishRequestStatus;
  requester: MemberCardJson | null;
  person: string;
  date_wished: string | null;
  intention: string;
  offering_paid_outside: boolean;
  place: string;
  phone: string;
  details: string;
  created_at: string;
  updated_at: string;
  messages_count: number;
}

export interface MessageRow {
  id: string;
  author: MemberCardJson | null;
  body: string;
  created_at: string;
}

/** A new request's fields, as the service read them from the form. */
export interface RequestFields {
  kind: ParishRequestKind;
  person: string;
  dateWished: string | null;
  intention: string;
  offeringPaidOutside: boolean;
  place: string;
  phone: string;
  details: string;
}

/** The most requests a list shows (newest first): a parish answers them week by week. */
const REQUEST_LIST_LIMIT = 200;

export function createParishRepository(db: Db) {
  const requestColumns = sql`r.id, r.group_id, r.requester_id, r.kind, r.status,
    ${memberCard(sql`r.requester_id`)} as requester, r.person,
    to_char(r.date_wished, 'YYYY-MM-DD') as date_wished, r.intention,
    r.offering_paid_outside, r.place, r.phone, r.details,
    ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.updated_at`)} as updated_at,
    (select count(*)::int from parish_request_messages m where m.request_id = r.id)
      as messages_count`;

  return {
    /** The page `groupId` and its parish profile, or undefined when it is no page. */
    async page(groupId: string, viewerId: string | null): Promise<PageRow | undefined> {
      const [row] = await rows<{
        page: Omit<PageRow, 'profile'> | null;
        profile: ParishProfile | null;
      }>(
        db,
        sql`select ${groupSql.page(sql`${groupId}::uuid`, viewerId)} as page,
          (select json_build_object('address', p.address, 'map_url', p.map_url,
              'phone', p.phone, 'email', p.email, 'office_hours', p.office_hours,
              'giving_url', p.giving_url)
            from parish_profiles p where p.group_id = ${groupId}::uuid) as profile`,
      );
      if (!row?.page) return undefined;
      return { ...row.page, profile: row.profile };
    },

    /** Declares the page a parish, or edits its profile. */
    async saveProfile(groupId: string, profile: ParishProfile): Promise<void> {
      const values = {
        address: profile.address,
        mapUrl: profile.map_url,
        phone: profile.phone,
        email: profile.email,
        officeHours: profile.office_hours,
        givingUrl: profile.giving_url,
      };
      await db
        .insert(parishProfiles)
        .values({ groupId, ...values })
        .onConflictDoUpdate({
          target: parishProfiles.groupId,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** The weekly times, by weekday and time. */
    times(groupId: string): Promise<ParishTime[]> {
      return rows<ParishTime>(
        db,
        sql`select t.id, t.kind, t.label, t.weekday, t.time,
            t.duration_minutes, t.place
          from parish_times t where t.group_id = ${groupId}::uuid
          order by t.weekday, t.time, t.label, t.id`,
      );
    },

    /** The exceptions, by day. */
    exceptions(groupId: string): Promise<ExceptionForExpansion[]> {
      return rows<ExceptionForExpansion>(
        db,
        sql`select e.id, e.exception, e.time_id, to_char(e.on_date, 'YYYY-MM-DD') as on_date,
            to_char(e.new_date, 'YYYY-MM-DD') as new_date, e.new_time, e.kind, e.label,
            e.duration_minutes, e.place, e.note
          from parish_exceptions e where e.group_id = ${groupId}::uuid
          order by coalesce(e.on_date, e.new_date), e.created_at, e.id`,
      );
    },

    async insertTime(
      groupId: string,
      time: Omit<ParishTime, 'id'> & { kind: ParishTimeKind },
    ): Promise<void> {
      await db.insert(parishTimes).values({
        groupId,
        kind: time.kind,
        label: time.label,
        weekday: time.weekday,
        time: time.time,
        durationMinutes: time.duration_minutes,
        place: time.place,
      });
    },

    /** Deletes a weekly time of the page (its exceptions go with it); false when none. */
    async deleteTime(groupId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(parishTimes)
        .where(and(eq(parishTimes.groupId, groupId), eq(parishTimes.id, id)))
        .returning({ id: parishTimes.id });
      return deleted.length > 0;
    },

    /** The weekday of the page's weekly time `id`, or undefined when it is not one of its. */
    async weekdayOf(groupId: string, id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ weekday: parishTimes.weekday })
        .from(parishTimes)
        .where(and(eq(parishTimes.groupId, groupId), eq(parishTimes.id, id)));
      return row?.weekday;
    },

    async insertException(
      groupId: string,
      exception: Omit<ParishException, 'id'> & {
        exception: ParishExceptionKind;
        duration_minutes: number;
        place: string;
      },
    ): Promise<void> {
      await db.insert(parishExceptions).values({
        groupId,
        exception: exception.exception,
        timeId: exception.time_id,
        onDate: exception.on_date,
        newDate: exception.new_date,
        newTime: exception.new_time,
        kind: exception.kind,
        label: exception.label,
        durationMinutes: exception.duration_minutes,
        place: exception.place,
        note: exception.note,
      });
    },

    async deleteException(groupId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(parishExceptions)
        .where(and(eq(parishExceptions.groupId, groupId), eq(parishExceptions.id, id)))
        .returning({ id: parishExceptions.id });
      return deleted.length > 0;
    },

    /** Whether the member `userId` and an owner of the page blocked each other. */
    async blockedWithOwner(groupId: string, userId: string): Promise<boolean> {
      const [row] = await rows<{ blocked: boolean }>(
        db,
        sql`select ${groupSql.blockedWithOwner(sql`${groupId}::uuid`, sql`${userId}::uuid`)} as blocked`,
      );
      return row?.blocked ?? false;
    },

    async insertRequest(
      groupId: string,
      requesterId: string,
      fields: RequestFields,
    ): Promise<string> {
      const [row] = await db
        .insert(parishRequests)
        .values({ groupId, requesterId, ...fields })
        .returning({ id: parishRequests.id });
      if (!row) throw new Error('request not inserted');
      return row.id;
    },

    /**
     * The page's requests, those still to answer (received, in progress) first, each part
     * newest first: the member `requesterId`'s own, or every one when null (the page's admins).
     */
    requests(groupId: string, requesterId: string | null): Promise<RequestRow[]> {
      return rows<RequestRow>(
        db,
        sql`select ${requestColumns} from parish_requests r
          where r.group_id = ${groupId}::uuid
            ${requesterId === null ? sql`` : sql`and r.requester_id = ${requesterId}::uuid`}
          order by r.status in ('confirmee', 'refusee'), r.created_at desc, r.id desc
          limit ${REQUEST_LIST_LIMIT}`,
      );
    },

    async request(groupId: string, id: string): Promise<RequestRow | undefined> {
      const [row] = await rows<RequestRow>(
        db,
        sql`select ${requestColumns} from parish_requests r
          where r.group_id = ${groupId}::uuid and r.id = ${id}::uuid`,
      );
      return row;
    },

    messages(requestId: string): Promise<MessageRow[]> {
      return rows<MessageRow>(
        db,
        sql`select m.id,
            case when m.author_id is null then null else ${memberCard(sql`m.author_id`)} end
              as author,
            m.body, ${iso(sql`m.created_at`)} as created_at
          from parish_request_messages m where m.request_id = ${requestId}::uuid
          order by m.created_at, m.id`,
      );
    },

    async setStatus(id: string, status: ParishRequestStatus): Promise<void> {
      await db
        .update(parishRequests)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(parishRequests.id, id));
    },

    async insertMessage(requestId: string, authorId: string, body: string): Promise<void> {
      await db.insert(parishRequestMessages).values({ requestId, authorId, body });
      await db
        .update(parishRequests)
        .set({ updatedAt: sql`now()` })
        .where(eq(parishRequests.id, requestId));
    },

    /** Ids of the page's owners and admins: who answers its requests. */
    async adminIds(groupId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(db, groupSql.adminIds(sql`${groupId}::uuid`));
      return found.map((row) => row.user_id);
    },

    /** The page's name, for a notification's subject. */
    async pageName(groupId: string): Promise<string | undefined> {
      const [row] = await rows<{ name: string | null }>(
        db,
        sql`select ${groupSql.page(sql`${groupId}::uuid`, null)}->>'name' as name`,
      );
      return row?.name ?? undefined;
    },

    /** The member's requests and their messages, for their data export, oldest first. */
    requestsForExport(userId: string) {
      return rows<object>(
        db,
        sql`select ${groupSql.page(sql`r.group_id`, null)}->>'name' as paroisse,
            r.kind as type, r.status as statut, r.person as personne,
            to_char(r.date_wished, 'YYYY-MM-DD') as date_souhaitee, r.intention,
            r.offering_paid_outside as offrande_reglee_a_part, r.place as lieu,
            r.phone as telephone, r.details as precisions,
            ${iso(sql`r.created_at`)} as created_at,
            coalesce((select json_agg(json_build_object('body', m.body,
                'mine', m.author_id = r.requester_id, 'created_at', m.created_at)
              order by m.created_at, m.id)
              from parish_request_messages m where m.request_id = r.id), '[]'::json) as messages
          from parish_requests r where r.requester_id = ${userId}::uuid
          order by r.created_at, r.id`,
      );
    },

    /** Deletion: the member's requests go (with their messages); an admin's messages stay. */
    async eraseOf(userId: string): Promise<void> {
      await db.delete(parishRequests).where(eq(parishRequests.requesterId, userId));
    },
  };
}

export type ParishRepository = ReturnType<typeof createParishRepository>;
