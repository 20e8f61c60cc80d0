/**
 * The only file that touches the rotas tables (docs/adr/0028-volunteer-rotas.md). The group,
 * its members, blocks and events are read through their owners' `.public.ts` fragments.
 */
import type { RotaAway, RotaStatus } from '@koinonia/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import { eventSql } from '../events/events.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import {
  rotaAbsences,
  rotaAssignments,
  rotaFeeds,
  rotaServices,
  rotaSlots,
} from './rotas.schema.ts';

/** The group as the rotas read it, for one viewer. */
export interface GroupStanding {
  id: string;
  name: string;
  archived: boolean;
  hidden: boolean;
  member: boolean;
  leader: boolean;
}

export interface SlotRow {
  id: string;
  service_id: string;
  service_name: string;
  group_id: string;
  group_name: string;
  date: string;
  starts_at: string;
  places: number;
  open: boolean;
  filled: number;
  accepted: number;
  assignees: { member: MemberCardJson; status: RotaStatus }[];
  my_status: RotaStatus | null;
  /** A replacement is asked by a member the viewer is not blocked with. */
  replacement_offered: boolean;
  /** The viewer is away that day. */
  away: boolean;
}

export interface ServiceRow {
  id: string;
  group_id: string;
  name: string;
  description: string;
  places: number;
  weekday: number | null;
  time: string | null;
  event: { id: string; title: string } | null;
}

/** A slot with its group, as a rule reads it for the viewer. */
export interface SlotState {
  id: string;
  service_name: string;
  group_id: string;
  date: string;
  starts_at: string;
  open: boolean;
  places: number;
  group: GroupStanding;
  my_status: RotaStatus | null;
  away: boolean;
}

/** A unique violation (two members writing the same seat at once). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
};

const awaySql = (userId: SQL, onDate: SQL) => sql`exists (select 1 from rota_absences ab
  where ab.user_id = ${userId} and ${onDate} between ab.from_date and ab.to_date)`;

export function createRotasRepository(db: Db) {
  const slotColumns = (me: string) => sql`s.id, s.service_id, sv.name as service_name,
    sv.group_id, (${groupSql.named(sql`sv.group_id`)}) ->> 'name' as group_name,
    to_char(s.on_date, 'YYYY-MM-DD') as date, ${iso(sql`s.starts_at`)} as starts_at,
    s.places, s.open,
    (select count(*)::int from rota_assignments fa where fa.slot_id = s.id and fa.seat is not null) as filled,
    (select count(*)::int from rota_assignments ca where ca.slot_id = s.id
      and ca.status in ('accepted', 'replacement')) as accepted,
    coalesce((select json_agg(json_build_object('member', ${memberCard(sql`aa.user_id`)},
        'status', aa.status) order by aa.seat nulls last, aa.updated_at)
      from rota_assignments aa where aa.slot_id = s.id and aa.status <> 'replaced'
        and (aa.user_id = ${me}::uuid or aa.user_id <> all(${relationSql.blockedIds(me)}))), '[]'::json)
      as assignees,
    (select ma.status from rota_assignments ma where ma.slot_id = s.id and ma.user_id = ${me}::uuid)
      as my_status,
    exists (select 1 from rota_assignments ra where ra.slot_id = s.id and ra.status = 'replacement'
      and ra.user_id <> ${me}::uuid and ra.user_id <> all(${relationSql.blockedIds(me)}))
      as replacement_offered,
    ${awaySql(sql`${me}::uuid`, sql`s.on_date`)} as away`;

  const slotsWhere = (me: string, where: SQL) =>
    rows<SlotRow>(
      db,
      sql`select ${slotColumns(me)} from rota_slots s
        join rota_services sv on sv.id = s.service_id
        where ${where} order by s.starts_at, sv.name, s.id`,
    );

  const absences = (userId: string) =>
    rows<RotaAway>(
      db,
      sql`select id, to_char(from_date, 'YYYY-MM-DD') as "from", to_char(to_date, 'YYYY-MM-DD') as "to"
        from rota_absences where user_id = ${userId}::uuid order by from_date, id`,
    );

  return {
    /** The group `groupId` and the viewer's standing in it, or undefined. */
    async group(groupId: string, me: string): Promise<GroupStanding | undefined> {
      const [row] = await rows<{ group: GroupStanding | null }>(
        db,
        sql`select ${groupSql.standing(sql`${groupId}::uuid`, me)} as group`,
      );
      return row?.group ?? undefined;
    },

    async eventSchedule(eventId: string) {
      const [row] = await rows<{
        event: { group_id: string | null; starts_at: string; title: string; status: string } | null;
      }>(db, sql`select ${eventSql.schedule(sql`${eventId}::uuid`)} as event`);
      return row?.event ?? undefined;
    },

    async insertService(values: typeof rotaServices.$inferInsert): Promise<string> {
      const [row] = await db.insert(rotaServices).values(values).returning({ id: rotaServices.id });
      if (!row) throw new Error('service not inserted');
      return row.id;
    },

    /** Adds the slots not there yet (one per service and day). */
    async ensureSlots(
      serviceId: string,
      places: number,
      dates: { date: string; startsAt: Date }[],
    ): Promise<void> {
      if (dates.length === 0) return;
      await db
        .insert(rotaSlots)
        .values(dates.map((d) => ({ serviceId, places, onDate: d.date, startsAt: d.startsAt })))
        .onConflictDoNothing();
    },

    /** Every weekly service (the daily job extends their slots). */
    weeklyServices: () =>
      rows<{ id: string; places: number; weekday: number; time: string }>(
        db,
        sql`select id, places, weekday, time from rota_services where weekday is not null`,
      ),

    /** The group's services, by name. */
    services: (groupId: string) =>
      rows<ServiceRow>(
        db,
        sql`select sv.id, sv.group_id, sv.name, sv.description, sv.places, sv.weekday, sv.time,
            case when sv.event_id is null then null
              else ${eventSql.card(sql`sv.event_id`)} end as event
          from rota_services sv where sv.group_id = ${groupId}::uuid order by sv.name, sv.id`,
      ),

    /** The group's slots from `from` to `to` (days, included), as `me` sees them. */
    groupSlots: (me: string, groupId: string, from: string, to: string) =>
      slotsWhere(
        me,
        sql`sv.group_id = ${groupId}::uuid and s.on_date between ${from}::date and ${to}::date`,
      ),

    /** The slots from `from` on where `me` holds, held or is asked for a place. */
    mySlots: (me: string, from: string) =>
      slotsWhere(
        me,
        sql`s.on_date >= ${from}::date and exists (select 1 from rota_assignments my
          where my.slot_id = s.id and my.user_id = ${me}::uuid)`,
      ),

    /** The slots from `from` to `to` of the groups `me` belongs to (what they may take). */
    groupsSlots: (me: string, from: string, to: string) =>
      slotsWhere(
        me,
        sql`s.on_date between ${from}::date and ${to}::date
          and sv.group_id in (${groupSql.memberOf(me)})`,
      ),

    slot: async (me: string, slotId: string) =>
      (await slotsWhere(me, sql`s.id = ${slotId}::uuid`))[0],

    /** The slot `slotId`, its group and the viewer's standing on it. */
    async slotState(me: string, slotId: string): Promise<SlotState | undefined> {
      const [row] = await rows<SlotState & { group: GroupStanding | null }>(
        db,
        sql`select s.id, sv.name as service_name, sv.group_id,
            to_char(s.on_date, 'YYYY-MM-DD') as date, ${iso(sql`s.starts_at`)} as starts_at,
            s.open, s.places, ${groupSql.standing(sql`sv.group_id`, me)} as group,
            (select ma.status from rota_assignments ma where ma.slot_id = s.id
              and ma.user_id = ${me}::uuid) as my_status,
            ${awaySql(sql`${me}::uuid`, sql`s.on_date`)} as away
          from rota_slots s join rota_services sv on sv.id = s.service_id
          where s.id = ${slotId}::uuid`,
      );
      if (!row?.group) return undefined;
      return row;
    },

    /** The slot's service name, day and group, or undefined once it is gone. */
    async slotAbout(slotId: string) {
      const [row] = await rows<{ service_name: string; date: string; group_id: string }>(
        db,
        sql`select sv.name as service_name, to_char(s.on_date, 'YYYY-MM-DD') as date, sv.group_id
          from rota_slots s join rota_services sv on sv.id = s.service_id
          where s.id = ${slotId}::uuid`,
      );
      return row;
    },

    /** true when `userId` is a member of the group. */
    async isMember(groupId: string, userId: string): Promise<boolean> {
      const [row] = await rows<{ ok: boolean }>(
        db,
        sql`select ${groupSql.isMember(sql`${groupId}::uuid`, sql`${userId}::uuid`)} as ok`,
      );
      return row?.ok ?? false;
    },

    async isAway(userId: string, onDate: string): Promise<boolean> {
      const [row] = await rows<{ away: boolean }>(
        db,
        sql`select ${awaySql(sql`${userId}::uuid`, sql`${onDate}::date`)} as away`,
      );
      return row?.away ?? false;
    },

    /** true when either blocked the other (or `other` closed their account). */
    async blockedBetween(me: string, other: string): Promise<boolean> {
      const [row] = await rows<{ blocked: boolean }>(
        db,
        sql`select ${relationSql.blockedBetween(me, sql`${other}::uuid`)} as blocked`,
      );
      return row?.blocked ?? false;
    },

    /**
     * The members `leaderId` may ask for the slot: in its group, not away that day, neither
     * blocked with the leader, and not holding nor having declined a place on it.
     */
    candidates: (leaderId: string, slotId: string) =>
      rows<{ member: MemberCardJson }>(
        db,
        sql`select ${memberCard(sql`gm.user_id`)} as member
          from rota_slots s join rota_services sv on sv.id = s.service_id
          join lateral (${groupSql.memberIds(sql`sv.group_id`)}) gm(user_id) on true
          where s.id = ${slotId}::uuid
            and gm.user_id <> all(${relationSql.blockedIds(leaderId)})
            and not ${awaySql(sql`gm.user_id`, sql`s.on_date`)}
            and not exists (select 1 from rota_assignments x where x.slot_id = s.id
              and x.user_id = gm.user_id and x.status <> 'replaced')`,
      ),

    /**
     * Takes the first free place of the slot for `userId` (a new row, or their declined or
     * replaced one). Returns the seat, or undefined when none is free. Two at once write the
     * same seat: the unique index lets one through and the other throws a unique violation.
     */
    async takeFreeSeat(
      slotId: string,
      userId: string,
      status: 'asked' | 'accepted',
      askedBy: string | null,
    ): Promise<number | undefined> {
      const [row] = await rows<{ seat: number }>(
        db,
        sql`insert into rota_assignments (slot_id, user_id, status, seat, asked_by)
          select s.id, ${userId}::uuid, ${status}, n.seat, ${askedBy}::uuid
          from rota_slots s cross join lateral generate_series(1, s.places) as n(seat)
          where s.id = ${slotId}::uuid and n.seat not in (select fs.seat from rota_assignments fs
            where fs.slot_id = s.id and fs.seat is not null)
          order by n.seat limit 1
          on conflict (slot_id, user_id) do update set status = excluded.status,
            seat = excluded.seat, asked_by = excluded.asked_by, reminded_on = null,
            updated_at = now()
          where rota_assignments.seat is null
          returning seat`,
      );
      return row?.seat;
    },

    /**
     * Frees the place of a member who asked for a replacement (one `me` is not blocked with),
     * conditionally: of two members taking it at once, the second finds it taken. Returns the
     * freed seat and who held it.
     */
    async takeOverReplacement(
      me: string,
      slotId: string,
    ): Promise<{ seat: number; user_id: string } | undefined> {
      const [row] = await rows<{ seat: number; user_id: string }>(
        db,
        sql`update rota_assignments ra set status = 'replaced', seat = null, updated_at = now()
          from rota_assignments old
          where old.id = ra.id and ra.id = (select r.id from rota_assignments r
              where r.slot_id = ${slotId}::uuid and r.status = 'replacement'
                and r.user_id <> ${me}::uuid and r.user_id <> all(${relationSql.blockedIds(me)})
              order by r.updated_at limit 1)
            and ra.status = 'replacement'
          returning old.seat, ra.user_id`,
      );
      return row;
    },

    /** Writes `userId` on `seat` as accepted (a new row, or their declined or replaced one). */
    async takeSeat(slotId: string, userId: string, seat: number): Promise<boolean> {
      const [row] = await rows<{ seat: number }>(
        db,
        sql`insert into rota_assignments (slot_id, user_id, status, seat)
          values (${slotId}::uuid, ${userId}::uuid, 'accepted', ${seat})
          on conflict (slot_id, user_id) do update set status = 'accepted', seat = excluded.seat,
            asked_by = null, reminded_on = null, updated_at = now()
          where rota_assignments.seat is null
          returning seat`,
      );
      return row !== undefined;
    },

    /** Changes `userId`'s standing on the slot from one of `from`; false when it was not. */
    async setStatus(
      slotId: string,
      userId: string,
      from: RotaStatus[],
      status: RotaStatus,
    ): Promise<boolean> {
      const keepsSeat = status === 'accepted' || status === 'replacement' || status === 'asked';
      const changed = await db
        .update(rotaAssignments)
        .set({
          status,
          ...(keepsSeat ? {} : { seat: null }),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(rotaAssignments.slotId, slotId),
            eq(rotaAssignments.userId, userId),
            sql`${rotaAssignments.status} in (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: rotaAssignments.id });
      return changed.length > 0;
    },

    /** A declined row for a member who had none (declining an open call). */
    async insertDeclined(slotId: string, userId: string): Promise<void> {
      await db
        .insert(rotaAssignments)
        .values({ slotId, userId, status: 'declined' })
        .onConflictDoNothing();
    },

    async setOpen(slotId: string, open: boolean): Promise<void> {
      await db.update(rotaSlots).set({ open }).where(eq(rotaSlots.id, slotId));
    },

    /** The group's members who could take one of `slotIds` (in the group, not away that day). */
    async couldTake(leaderId: string, groupId: string, slotIds: string[]): Promise<string[]> {
      if (slotIds.length === 0) return [];
      const found = await rows<{ user_id: string }>(
        db,
        sql`select distinct gm.user_id from (${groupSql.memberIds(sql`${groupId}::uuid`)}) gm(user_id)
          join rota_slots s on s.id in (${sql.join(
            slotIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          where gm.user_id <> ${leaderId}::uuid
            and gm.user_id <> all(${relationSql.blockedIds(leaderId)})
            and not ${awaySql(sql`gm.user_id`, sql`s.on_date`)}
            and not exists (select 1 from rota_assignments x where x.slot_id = s.id
              and x.user_id = gm.user_id and x.status <> 'replaced')`,
      );
      return found.map((row) => row.user_id);
    },

    /** Ids of the group's leaders. */
    async leaderIds(groupId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`${groupSql.adminIds(sql`${groupId}::uuid`)}`,
      );
      return found.map((row) => row.user_id);
    },

    /**
     * Claims the reminders of the slots on `day` (community time) for the members who hold an
     * accepted place, once (`reminded_on`). Returns what each is about.
     */
    claimReminders: (day: string, today: string) =>
      rows<{
        user_id: string;
        slot_id: string;
        group_id: string;
        service_name: string;
        date: string;
      }>(
        db,
        sql`update rota_assignments a set reminded_on = ${today}::date
          from rota_slots s, rota_services sv
          where s.id = a.slot_id and sv.id = s.service_id and s.on_date = ${day}::date
            and a.status in ('accepted', 'replacement') and a.reminded_on is null
          returning a.user_id, a.slot_id, sv.group_id, sv.name as service_name,
            to_char(s.on_date, 'YYYY-MM-DD') as date`,
      ),

    /** The member leaves the group: their places of slots from `from` on are freed. */
    async releaseFuture(groupId: string, userId: string, from: string): Promise<number> {
      const freed = await rows<{ id: string }>(
        db,
        sql`delete from rota_assignments a using rota_slots s, rota_services sv
          where a.slot_id = s.id and sv.id = s.service_id and sv.group_id = ${groupId}::uuid
            and a.user_id = ${userId}::uuid and s.on_date >= ${from}::date
            and not ${groupSql.isMember(sql`${groupId}::uuid`, sql`${userId}::uuid`)}
          returning a.id`,
      );
      return freed.length;
    },

    absences,

    async insertAbsence(userId: string, from: string, to: string): Promise<void> {
      await db.insert(rotaAbsences).values({ userId, fromDate: from, toDate: to });
    },

    async deleteAbsence(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(rotaAbsences)
        .where(and(eq(rotaAbsences.id, id), eq(rotaAbsences.userId, userId)))
        .returning({ id: rotaAbsences.id });
      return deleted.length > 0;
    },

    async feedToken(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ token: rotaFeeds.token })
        .from(rotaFeeds)
        .where(eq(rotaFeeds.userId, userId));
      return row?.token;
    },

    async setFeedToken(userId: string, token: string): Promise<void> {
      await db
        .insert(rotaFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({ target: rotaFeeds.userId, set: { token } });
    },

    async ownerOfFeed(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: rotaFeeds.userId })
        .from(rotaFeeds)
        .where(eq(rotaFeeds.token, token));
      return row?.userId;
    },

    /** A member's rows, for their export (ADR 0009). */
    async exportOf(userId: string) {
      const places = await rows<Record<string, unknown>>(
        db,
        sql`select sv.name as service, to_char(s.on_date, 'YYYY-MM-DD') as date, a.status,
            ${iso(sql`a.updated_at`)} as updated_at
          from rota_assignments a join rota_slots s on s.id = a.slot_id
          join rota_services sv on sv.id = s.service_id
          where a.user_id = ${userId}::uuid order by s.on_date`,
      );
      const away = await absences(userId);
      return { places, away };
    },

    /** Erases a member's rows (idempotent). */
    async eraseOf(userId: string): Promise<void> {
      await db.delete(rotaAssignments).where(eq(rotaAssignments.userId, userId));
      await db.delete(rotaAbsences).where(eq(rotaAbsences.userId, userId));
      await db.delete(rotaFeeds).where(eq(rotaFeeds.userId, userId));
      await db
        .update(rotaServices)
        .set({ createdBy: null })
        .where(eq(rotaServices.createdBy, userId));
    },
  };
}

export type RotasRepository = ReturnType<typeof createRotasRepository>;
