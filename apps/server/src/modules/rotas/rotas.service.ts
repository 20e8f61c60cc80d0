/**
 * Volunteer rotas, 'Services' (docs/adr/0028-volunteer-rotas.md): a group's leaders define
 * services (weekly, or attached to one of its events) with the places each needs; each
 * occurrence is a slot. Leaders ask members (who answer) or open a slot to volunteers; a member
 * who accepted may ask for a replacement, and the first to accept takes the place; members mark
 * the days they are away. Reminders the day before (rotas.reminders.ts), the leaders' view of
 * the uncovered slots and their one message, and a private ICS feed.
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateRotaServiceBody,
  ROTA_AWAY_MAX_DAYS,
  ROTA_UNCOVERED_WEEKS,
  ROTA_WEEKS_AHEAD,
  type RotaAway,
  type RotaAwayBody,
  type RotaCall,
  type RotaCandidates,
  type RotaFeed,
  type RotaMine,
  type RotaService,
  type RotaServiceList,
  type RotaSlot,
  type RotaUncovered,
} from '@koinonia/contracts';
import { DateTime } from 'luxon';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { presentMemberCard } from '../users/users.public.ts';
import { refusal, type RotaAction } from './rotas.policy.ts';
import {
  type GroupStanding,
  isUniqueViolation,
  type RotasRepository,
  type SlotRow,
  type SlotState,
} from './rotas.repository.ts';
import { ROTAS_TEXTS } from './rotas.texts.ts';

export interface RotasServiceDeps {
  repository: RotasRepository;
  transaction: Transactional<RotasRepository>;
  timeZone: string;
  publicUrl: string;
  now: () => Date;
}

const conflict = (message: string) => new AppError(409, 'conflict', message);
const slotNotFound = () => new AppError(404, 'not_found', ROTAS_TEXTS.slotNotFound);
const TAKE_ATTEMPTS = 4;

/** The French day of a slot: 'dimanche 6 décembre'. */
export const frenchDay = (date: string) =>
  DateTime.fromISO(date, { locale: 'fr' }).toFormat('cccc d LLLL');

export function createRotasService(deps: RotasServiceDeps) {
  const { repository, timeZone, now } = deps;
  const local = () => DateTime.fromJSDate(now(), { zone: timeZone });
  const today = () => local().toISODate() ?? now().toISOString().slice(0, 10);
  const inDays = (days: number) =>
    local().plus({ days }).toISODate() ?? now().toISOString().slice(0, 10);

  function present(row: SlotRow): RotaSlot {
    const past = new Date(row.starts_at) <= now();
    const mayTake =
      !past &&
      !row.away &&
      (row.my_status === null || row.my_status === 'declined' || row.my_status === 'replaced') &&
      ((row.open && row.filled < row.places) || row.replacement_offered);
    return {
      id: row.id,
      service: { id: row.service_id, name: row.service_name },
      group: { id: row.group_id, name: row.group_name },
      date: row.date,
      time: DateTime.fromISO(row.starts_at, { zone: timeZone }).toFormat('HH:mm'),
      starts_at: row.starts_at,
      places: row.places,
      filled: row.filled,
      accepted: row.accepted,
      open: row.open,
      assignees: row.assignees.map((a) => ({
        member: presentMemberCard(a.member),
        status: a.status,
      })),
      my_status: row.my_status,
      can_take: mayTake,
    };
  }

  async function groupFor(me: string, groupId: string, action: RotaAction) {
    const group = isUuid(groupId) ? await repository.group(groupId, me) : undefined;
    if (!group || (group.hidden && !group.member)) {
      throw new AppError(404, 'not_found', ROTAS_TEXTS.groupNotFound);
    }
    const refused = refusal(group, action);
    if (refused) throw refused;
    return group;
  }

  /** The slot `me` may act on: a member of its group (else 404), checked for `action`. */
  async function slotFor(me: string, slotId: string, action: RotaAction): Promise<SlotState> {
    const state = isUuid(slotId) ? await repository.slotState(me, slotId) : undefined;
    if (!state || !state.group.member) throw slotNotFound();
    const refused = refusal(state.group, action);
    if (refused) throw refused;
    if (action !== 'read' && new Date(state.starts_at) <= now()) throw conflict(ROTAS_TEXTS.past);
    return state;
  }

  async function slot(me: string, slotId: string): Promise<RotaSlot> {
    const row = await repository.slot(me, slotId);
    if (!row) throw slotNotFound();
    return present(row);
  }

  /** The weekly service's days from today for ROTA_WEEKS_AHEAD weeks, with their starts. */
  function weeklyDates(weekday: number, time: string) {
    const start = local().startOf('day');
    const first = start.plus({ days: (weekday - start.weekday + 7) % 7 });
    const dates: { date: string; startsAt: Date }[] = [];
    for (let week = 0; week < ROTA_WEEKS_AHEAD; week++) {
      const day = first.plus({ weeks: week });
      const date = day.toISODate();
      if (!date) continue;
      const startsAt = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
      if (startsAt.toJSDate() <= now()) continue;
      dates.push({ date, startsAt: startsAt.toJSDate() });
    }
    return dates;
  }

  function isUncovered(slot: RotaSlot): boolean {
    const accepted = slot.assignees.filter((a) => a.status === 'accepted').length;
    return accepted < slot.places;
  }

  /**
   * `me` takes a place: the one a member asked to be replaced on, else a free one of an open
   * slot. Two at once: the conditional update or the seat's unique index lets exactly one
   * through; the other tries again and finds the place taken.
   */
  async function take(me: string, state: SlotState): Promise<void> {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      try {
        await deps.transaction(async (tx, record) => {
          const old = await tx.takeOverReplacement(me, state.id);
          if (old) {
            if (!(await tx.takeSeat(state.id, me, old.seat))) throw conflict(ROTAS_TEXTS.taken);
            await record('rotas.replaced', {
              slotId: state.id,
              userId: me,
              replacedId: old.user_id,
            });
            return;
          }
          if (!state.open) {
            throw conflict(attempt === 0 ? ROTAS_TEXTS.notOffered : ROTAS_TEXTS.taken);
          }
          const seat = await tx.takeFreeSeat(state.id, me, 'accepted', null);
          if (seat === undefined)
            throw conflict(attempt === 0 ? ROTAS_TEXTS.full : ROTAS_TEXTS.taken);
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw conflict(ROTAS_TEXTS.taken);
  }

  /** `GET /api/groups/{id}/services/`: the services and their slots of the coming weeks. */
  async function list(me: string, groupId: string): Promise<RotaServiceList> {
    const group = await groupFor(me, groupId, 'read');
    const [services, slots] = await Promise.all([
      repository.services(groupId),
      repository.groupSlots(me, groupId, today(), inDays(ROTA_WEEKS_AHEAD * 7)),
    ]);
    return {
      leader: group.leader,
      results: services.map((service): RotaService => ({
        id: service.id,
        name: service.name,
        description: service.description,
        places: service.places,
        weekday: service.weekday,
        time: service.time,
        event: service.event,
        slots: slots.filter((s) => s.service_id === service.id).map(present),
      })),
    };
  }

  /** `GET /api/groups/{id}/services/uncovered/` (leaders): the next four weeks' gaps. */
  async function uncovered(me: string, groupId: string): Promise<RotaUncovered> {
    await groupFor(me, groupId, 'lead');
    const slots = await repository.groupSlots(
      me,
      groupId,
      today(),
      inDays(ROTA_UNCOVERED_WEEKS * 7),
    );
    return {
      results: slots.map(present).filter((s) => new Date(s.starts_at) > now() && isUncovered(s)),
    };
  }

  return {
    list,

    /** `POST /api/groups/{id}/services/` (leaders): a weekly service or an event's. */
    async create(me: string, groupId: string, body: CreateRotaServiceBody): Promise<RotaService> {
      await groupFor(me, groupId, 'lead');
      const weekly = body.weekday !== undefined && body.time !== undefined;
      const forEvent = body.event_id !== undefined;
      if (weekly === forEvent || (!weekly && (body.weekday ?? body.time) !== undefined)) {
        throw invalid(forEvent ? 'event_id' : 'weekday', ROTAS_TEXTS.weeklyOrEvent);
      }
      const places = Number(body.places);
      const base = {
        groupId,
        name: body.name.trim(),
        description: (body.description ?? '').trim(),
        places,
        createdBy: me,
      };
      let serviceId: string;
      if (weekly) {
        const weekday = Number(body.weekday);
        const time = body.time ?? '';
        serviceId = await deps.transaction(async (tx) => {
          const id = await tx.insertService({ ...base, weekday, time });
          await tx.ensureSlots(id, places, weeklyDates(weekday, time));
          return id;
        });
      } else {
        const eventId = body.event_id ?? '';
        const event = isUuid(eventId) ? await repository.eventSchedule(eventId) : undefined;
        if (!event || event.group_id !== groupId) {
          throw invalid('event_id', ROTAS_TEXTS.eventNotFound);
        }
        if (event.status !== 'confirmed') throw invalid('event_id', ROTAS_TEXTS.eventCancelled);
        const startsAt = new Date(event.starts_at);
        if (startsAt <= now()) throw invalid('event_id', ROTAS_TEXTS.eventPast);
        const date =
          DateTime.fromJSDate(startsAt, { zone: timeZone }).toISODate() ?? event.starts_at;
        serviceId = await deps.transaction(async (tx) => {
          const id = await tx.insertService({ ...base, eventId });
          await tx.ensureSlots(id, places, [{ date, startsAt }]);
          return id;
        });
      }
      const listed = await list(me, groupId);
      const created = listed.results.find((s) => s.id === serviceId);
      if (!created) throw new Error('service not found after insert');
      return created;
    },

    /** `PATCH /api/services/slots/{id}/` (leaders): opens the slot to volunteers or not. */
    async setOpen(me: string, slotId: string, open: boolean): Promise<RotaSlot> {
      await slotFor(me, slotId, 'lead');
      await repository.setOpen(slotId, open);
      return slot(me, slotId);
    },

    /** `GET /api/services/slots/{id}/candidates/` (leaders): whom they may ask. */
    async candidates(me: string, slotId: string): Promise<RotaCandidates> {
      await slotFor(me, slotId, 'lead');
      const found = await repository.candidates(me, slotId);
      return { results: found.map((row) => presentMemberCard(row.member)) };
    },

    /** `POST /api/services/slots/{id}/assign/` (leaders): asks a member to take a place. */
    async assign(me: string, slotId: string, userId: string): Promise<RotaSlot> {
      const state = await slotFor(me, slotId, 'lead');
      if (!isUuid(userId) || !(await repository.isMember(state.group_id, userId))) {
        throw invalid('user_id', ROTAS_TEXTS.notMember);
      }
      if (await repository.blockedBetween(me, userId))
        throw invalid('user_id', ROTAS_TEXTS.blocked);
      if (await repository.isAway(userId, state.date)) throw conflict(ROTAS_TEXTS.away);
      try {
        await deps.transaction(async (tx, record) => {
          const seat = await tx.takeFreeSeat(slotId, userId, 'asked', me);
          if (seat === undefined) {
            const other = await tx.slotState(userId, slotId);
            const status = other?.my_status;
            const holds = status === 'asked' || status === 'accepted' || status === 'replacement';
            throw conflict(holds ? ROTAS_TEXTS.alreadyOn : ROTAS_TEXTS.full);
          }
          await record('rotas.asked', { slotId, userId, actorId: me });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ROTAS_TEXTS.taken);
        throw error;
      }
      return slot(me, slotId);
    },

    /** `POST /api/services/slots/{id}/answer/`: accept or decline. */
    async answer(me: string, slotId: string, answer: 'accept' | 'decline'): Promise<RotaSlot> {
      const state = await slotFor(me, slotId, 'answer');
      const status = state.my_status;
      if (answer === 'accept') {
        if (status === 'accepted') return slot(me, slotId);
        if (state.away) throw conflict(ROTAS_TEXTS.meAway);
        if (status === 'asked' || status === 'replacement') {
          await repository.setStatus(slotId, me, [status], 'accepted');
        } else {
          await take(me, state);
        }
        return slot(me, slotId);
      }
      if (status === 'accepted' || status === 'replacement') {
        throw conflict(ROTAS_TEXTS.declineAccepted);
      }
      if (status === 'asked') {
        await deps.transaction(async (tx, record) => {
          if (await tx.setStatus(slotId, me, ['asked'], 'declined')) {
            await record('rotas.declined', { slotId, userId: me });
          }
        });
      } else if (status === null) {
        await repository.insertDeclined(slotId, me);
      }
      return slot(me, slotId);
    },

    /** `POST /api/services/slots/{id}/replacement/`: the group is asked to take my place. */
    async askReplacement(me: string, slotId: string): Promise<RotaSlot> {
      const state = await slotFor(me, slotId, 'answer');
      if (state.my_status === 'replacement') return slot(me, slotId);
      if (state.my_status !== 'accepted') throw conflict(ROTAS_TEXTS.notAccepted);
      await deps.transaction(async (tx, record) => {
        if (await tx.setStatus(slotId, me, ['accepted'], 'replacement')) {
          await record('rotas.replacement_asked', { slotId, userId: me });
        }
      });
      return slot(me, slotId);
    },

    /** `GET /api/services/mine/`. */
    async mine(me: string): Promise<RotaMine> {
      const [mineRows, offeredRows] = await Promise.all([
        repository.mySlots(me, today()),
        repository.groupsSlots(me, today(), inDays(ROTA_WEEKS_AHEAD * 7)),
      ]);
      const upcoming = mineRows.map(present).filter((s) => new Date(s.starts_at) > now());
      return {
        accepted: upcoming.filter(
          (s) => s.my_status === 'accepted' || s.my_status === 'replacement',
        ),
        pending: upcoming.filter((s) => s.my_status === 'asked'),
        offered: offeredRows.map(present).filter((s) => s.can_take),
      };
    },

    /** `GET /api/services/away/`. */
    async absences(me: string): Promise<{ results: RotaAway[] }> {
      return { results: await repository.absences(me) };
    },

    /** `POST /api/services/away/`: a period away (not proposed nor assigned then). */
    async addAbsence(me: string, body: RotaAwayBody): Promise<{ results: RotaAway[] }> {
      const from = DateTime.fromISO(body.from);
      const to = DateTime.fromISO(body.to);
      if (to < from) throw invalid('to', ROTAS_TEXTS.awayOrder);
      if (to.diff(from, 'days').days >= ROTA_AWAY_MAX_DAYS) {
        throw invalid('to', ROTAS_TEXTS.awayTooLong(ROTA_AWAY_MAX_DAYS));
      }
      await repository.insertAbsence(me, body.from, body.to);
      return { results: await repository.absences(me) };
    },

    /** `DELETE /api/services/away/{id}/`. */
    async removeAbsence(me: string, id: string): Promise<{ results: RotaAway[] }> {
      if (!isUuid(id) || !(await repository.deleteAbsence(me, id))) {
        throw new AppError(404, 'not_found', ROTAS_TEXTS.awayNotFound);
      }
      return { results: await repository.absences(me) };
    },

    uncovered,

    /**
     * `POST /api/groups/{id}/services/uncovered/message/` (leaders): one message, through the
     * notification and mail jobs, to every member who could take an uncovered slot.
     */
    async call(me: string, groupId: string, text: string): Promise<RotaCall> {
      const { results } = await uncovered(me, groupId);
      if (results.length === 0) throw conflict(ROTAS_TEXTS.nothingUncovered);
      const userIds = await repository.couldTake(
        me,
        groupId,
        results.map((s) => s.id),
      );
      if (userIds.length > 0) {
        await deps.transaction(async (_tx, record) => {
          await record('rotas.call', { groupId, actorId: me, userIds, text: text.trim() });
        });
      }
      return { recipients: userIds.length };
    },

    /** `GET /api/services/calendar/`: the address of my private ICS feed. */
    async feed(me: string): Promise<RotaFeed> {
      let token = await repository.feedToken(me);
      if (!token) {
        token = randomBytes(24).toString('base64url');
        await repository.setFeedToken(me, token);
      }
      return { url: `${deps.publicUrl}/api/services/calendar/${token}.ics` };
    },

    /** `POST /api/services/calendar/renew/`: a new address; the old one stops working. */
    async renewFeed(me: string): Promise<RotaFeed> {
      const token = randomBytes(24).toString('base64url');
      await repository.setFeedToken(me, token);
      return { url: `${deps.publicUrl}/api/services/calendar/${token}.ics` };
    },

    /** The member whose feed the token opens; 404 for an unknown or renewed one. */
    async feedOwner(token: string): Promise<string> {
      const userId = /^[\w-]{20,64}$/.test(token) ? await repository.ownerOfFeed(token) : undefined;
      if (!userId) throw new AppError(404, 'not_found', ROTAS_TEXTS.badToken);
      return userId;
    },

    /** The places a member accepted, from a month ago on (their ICS feed). */
    async feedSlots(me: string): Promise<RotaSlot[]> {
      const rows = await repository.mySlots(me, inDays(-30));
      return rows
        .map(present)
        .filter((s) => s.my_status === 'accepted' || s.my_status === 'replacement');
    },

    /** Keeps each weekly service's slots ROTA_WEEKS_AHEAD weeks ahead (the daily job). */
    async extendSlots(): Promise<void> {
      for (const service of await repository.weeklyServices()) {
        await repository.ensureSlots(
          service.id,
          service.places,
          weeklyDates(service.weekday, service.time),
        );
      }
    },

    /**
     * The reminders of tomorrow's slots, from REMINDER_HOUR (community time) today: each
     * accepted place is claimed once, with its fact in the same transaction. Returns how many.
     */
    async sendReminders(fromHour: number): Promise<number> {
      if (local().hour < fromHour) return 0;
      const day = inDays(1);
      return deps.transaction(async (tx, record) => {
        const due = await tx.claimReminders(day, today());
        for (const reminder of due) {
          await record('rotas.reminder', {
            slotId: reminder.slot_id,
            userId: reminder.user_id,
            day,
          });
        }
        return due.length;
      });
    },

    /** A member no longer in the group loses their places from today on (a fact listener). */
    releaseOnLeave: (groupId: string, userId: string) =>
      repository.releaseFuture(groupId, userId, today()),

    /** What a notification names: 'Lectures, dimanche 6 décembre', and the group. */
    async about(slotId: string): Promise<{ subject: string; groupId: string } | undefined> {
      const row = await repository.slotAbout(slotId);
      if (!row) return undefined;
      return { subject: `${row.service_name}, ${frenchDay(row.date)}`, groupId: row.group_id };
    },

    leaderIds: (groupId: string) => repository.leaderIds(groupId),

    /** Who could take the slot someone asked to be replaced on (not `asker`, nor blocked with). */
    async replacementCandidates(slotId: string, asker: string): Promise<string[]> {
      const state = await repository.slotAbout(slotId);
      if (!state) return [];
      return repository.couldTake(asker, state.group_id, [slotId]);
    },

    groupName: async (groupId: string, me: string): Promise<GroupStanding | undefined> =>
      repository.group(groupId, me),
  };
}

export type RotasService = ReturnType<typeof createRotasService>;
