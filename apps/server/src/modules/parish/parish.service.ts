/**
 * The parish page (docs/adr/0026-parish-page.md): a community page's parish profile and
 * schedule, read by everyone (guests too), edited by its admins; and the requests to its
 * office, private between their member and the page's admins. Who may do what is
 * parish.policy.ts; the expansion of the weekly times is parish.time.ts.
 */
import type {
  CreateParishRequestBody,
  ParishException,
  ParishExceptionBody,
  ParishProfile,
  ParishRequest,
  ParishRequestList,
  ParishRequestStatus,
  ParishSchedule,
  ParishTimeBody,
  parishExceptionBodySchema,
  parishProfileBodySchema,
  parishTimeBodySchema,
  createParishRequestBodySchema,
} from '@koinonia/contracts';
import type { z } from 'zod';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { presentMemberCard } from '../users/users.public.ts';
import { notFound, refusal, requestRefusal, type ParishAction } from './parish.policy.ts';
import type {
  MessageRow,
  PageRow,
  ParishRepository,
  RequestFields,
  RequestRow,
} from './parish.repository.ts';
import { PARISH_TEXTS } from './parish.texts.ts';
import { expand, today } from './parish.time.ts';

export interface ParishServiceDeps {
  repository: ParishRepository;
  transaction: Transactional<ParishRepository>;
  /** The community's time zone (Europe/Paris): the schedule's times are local to it. */
  timeZone: string;
  now: () => Date;
}

type ProfileInput = z.output<typeof parishProfileBodySchema>;
type TimeInput = z.output<typeof parishTimeBodySchema>;
type ExceptionInput = z.output<typeof parishExceptionBodySchema>;
type RequestInput = z.output<typeof createParishRequestBodySchema>;
// The bodies' input types are the routes'; the service reads what the schemas give.
export type { CreateParishRequestBody, ParishExceptionBody, ParishTimeBody };

function presentRequest(row: RequestRow, messages: MessageRow[] = []): ParishRequest {
  return {
    id: row.id,
    group_id: row.group_id,
    kind: row.kind,
    status: row.status,
    requester: row.requester && presentMemberCard(row.requester),
    person: row.person,
    date_wished: row.date_wished,
    intention: row.intention,
    offering_paid_outside: row.offering_paid_outside,
    place: row.place,
    phone: row.phone,
    details: row.details,
    created_at: row.created_at,
    updated_at: row.updated_at,
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author && presentMemberCard(message.author),
      body: message.body,
      created_at: message.created_at,
    })),
    messages_count: row.messages_count,
  };
}

/** The form's fields as the table stores them (what a kind does not ask is empty). */
function requestFields(input: RequestInput): RequestFields {
  const fields: RequestFields = {
    kind: input.kind,
    person: '',
    dateWished: null,
    intention: '',
    offeringPaidOutside: false,
    place: '',
    phone: '',
    details: input.details,
  };
  switch (input.kind) {
    case 'intention':
      return {
        ...fields,
        dateWished: input.date_wished,
        intention: input.intention,
        offeringPaidOutside: input.offering_paid_outside,
      };
    case 'bapteme':
    case 'mariage':
      return {
        ...fields,
        person: input.person,
        dateWished: input.date_wished ?? null,
        phone: input.phone,
      };
    case 'obseques':
      return { ...fields, person: input.person, phone: input.phone };
    case 'visite_malade':
      return { ...fields, person: input.person, place: input.place, phone: input.phone };
  }
}

export function createParishService(deps: ParishServiceDeps) {
  const { repository, timeZone } = deps;

  /** The page `groupId` for the viewer, after the policy's `action`; any page (not a parish yet). */
  async function pageFor(viewer: string | null, groupId: string, action: ParishAction) {
    const page = isUuid(groupId) ? await repository.page(groupId, viewer) : undefined;
    if (!page) throw notFound(PARISH_TEXTS.pageNotFound);
    const refused = refusal(page, action);
    if (refused) throw refused;
    return page;
  }

  /** The page, which must be a parish. */
  async function parishFor(
    viewer: string | null,
    groupId: string,
    action: ParishAction,
  ): Promise<PageRow & { profile: ParishProfile }> {
    const page = await pageFor(viewer, groupId, action);
    if (!page.profile) throw notFound(PARISH_TEXTS.notParish);
    return { ...page, profile: page.profile };
  }

  async function requestOf(page: PageRow, me: string, requestId: string) {
    const row = isUuid(requestId) ? await repository.request(page.id, requestId) : undefined;
    if (!row) throw notFound(PARISH_TEXTS.requestNotFound);
    const refused = requestRefusal(page, row, me, 'request:read');
    if (refused) throw refused;
    return row;
  }

  async function detail(page: PageRow, me: string, requestId: string): Promise<ParishRequest> {
    const row = await requestOf(page, me, requestId);
    return presentRequest(row, await repository.messages(row.id));
  }

  /** `GET /api/groups/{id}/schedule/`: the parish and its coming weeks (guests too). */
  async function schedule(
    viewer: string | null,
    groupId: string,
    query: { from?: string | undefined; weeks: number },
  ): Promise<ParishSchedule> {
    const page = await parishFor(viewer, groupId, 'read');
    const [times, exceptions] = await Promise.all([
      repository.times(page.id),
      repository.exceptions(page.id),
    ]);
    const from = query.from ?? today(deps.now(), timeZone);
    return {
      group: { id: page.id, name: page.name },
      profile: page.profile,
      time_zone: timeZone,
      times,
      exceptions: exceptions.map(
        ({ duration_minutes: _d, place: _p, ...exception }): ParishException => exception,
      ),
      occurrences: expand(times, exceptions, { from, weeks: query.weeks, zone: timeZone }),
      is_admin: page.admin,
    };
  }

  return {
    schedule,

    /** `PUT /api/groups/{id}/parish/` (admins): declares the page a parish, or edits it. */
    async saveProfile(me: string, groupId: string, input: ProfileInput): Promise<ParishSchedule> {
      const page = await pageFor(me, groupId, 'edit');
      await repository.saveProfile(page.id, input);
      return schedule(me, page.id, { weeks: 4 });
    },

    /** `POST /api/groups/{id}/schedule/times/` (admins): a weekly time. */
    async addTime(me: string, groupId: string, input: TimeInput): Promise<ParishSchedule> {
      const page = await parishFor(me, groupId, 'edit');
      await repository.insertTime(page.id, input);
      return schedule(me, page.id, { weeks: 4 });
    },

    /** `DELETE /api/groups/{id}/schedule/times/{itemId}/` (admins), with its exceptions. */
    async deleteTime(me: string, groupId: string, id: string): Promise<ParishSchedule> {
      const page = await parishFor(me, groupId, 'edit');
      if (!isUuid(id) || !(await repository.deleteTime(page.id, id))) {
        throw notFound(PARISH_TEXTS.timeNotFound);
      }
      return schedule(me, page.id, { weeks: 4 });
    },

    /** `POST /api/groups/{id}/schedule/exceptions/` (admins): cancel, move or add one. */
    async addException(
      me: string,
      groupId: string,
      input: ExceptionInput,
    ): Promise<ParishSchedule> {
      const page = await parishFor(me, groupId, 'edit');
      if (input.exception === 'add') {
        await repository.insertException(page.id, {
          exception: 'add',
          time_id: null,
          on_date: null,
          new_date: input.new_date,
          new_time: input.new_time,
          kind: input.kind,
          label: input.label,
          duration_minutes: input.duration_minutes,
          place: input.place,
          note: input.note,
        });
      } else {
        const weekday = isUuid(input.time_id)
          ? await repository.weekdayOf(page.id, input.time_id)
          : undefined;
        if (weekday === undefined) throw invalid('time_id', PARISH_TEXTS.timeNotFound);
        const day = new Date(`${input.on_date}T12:00:00Z`).getUTCDay() || 7;
        if (day !== weekday) throw invalid('on_date', PARISH_TEXTS.wrongWeekday);
        await repository.insertException(page.id, {
          exception: input.exception,
          time_id: input.time_id,
          on_date: input.on_date,
          new_date: input.exception === 'move' ? input.new_date : null,
          new_time: input.exception === 'move' ? input.new_time : null,
          kind: null,
          label: '',
          duration_minutes: 60,
          place: '',
          note: input.note,
        });
      }
      return schedule(me, page.id, { weeks: 4 });
    },

    /** `DELETE /api/groups/{id}/schedule/exceptions/{itemId}/` (admins). */
    async deleteException(me: string, groupId: string, id: string): Promise<ParishSchedule> {
      const page = await parishFor(me, groupId, 'edit');
      if (!isUuid(id) || !(await repository.deleteException(page.id, id))) {
        throw notFound(PARISH_TEXTS.exceptionNotFound);
      }
      return schedule(me, page.id, { weeks: 4 });
    },

    /** For `schedule.ics`: the page's name and its occurrences of the coming weeks. */
    async feed(viewer: string | null, groupId: string) {
      const found = await schedule(viewer, groupId, { weeks: 8 });
      return { name: found.group.name, occurrences: found.occurrences, profile: found.profile };
    },

    /** `GET /api/groups/{id}/requests/`: the member's own; every one for the page's admins. */
    async requests(me: string, groupId: string): Promise<ParishRequestList> {
      const page = await parishFor(me, groupId, 'read');
      const found = await repository.requests(page.id, page.admin ? null : me);
      return { results: found.map((row) => presentRequest(row)), is_admin: page.admin };
    },

    /** `POST /api/groups/{id}/requests/`: the page's admins hear of it. */
    async createRequest(me: string, groupId: string, input: RequestInput): Promise<ParishRequest> {
      const page = await parishFor(me, groupId, 'request:create');
      if (await repository.blockedWithOwner(page.id, me)) {
        throw new AppError(403, 'forbidden', PARISH_TEXTS.blocked);
      }
      const id = await deps.transaction(async (repo, record) => {
        const requestId = await repo.insertRequest(page.id, me, requestFields(input));
        await record('parish.request_created', {
          groupId: page.id,
          requestId,
          requesterId: me,
        });
        return requestId;
      });
      return detail(page, me, id);
    },

    /** `GET /api/groups/{id}/requests/{requestId}/`: with its messages. */
    async request(me: string, groupId: string, requestId: string): Promise<ParishRequest> {
      const page = await parishFor(me, groupId, 'read');
      return detail(page, me, requestId);
    },

    /** `PATCH /api/groups/{id}/requests/{requestId}/` (admins): its member hears of it. */
    async setStatus(
      me: string,
      groupId: string,
      requestId: string,
      status: ParishRequestStatus,
    ): Promise<ParishRequest> {
      const page = await parishFor(me, groupId, 'read');
      const row = await requestOf(page, me, requestId);
      const refused = requestRefusal(page, row, me, 'request:status');
      if (refused) throw refused;
      if (row.status === status) throw new AppError(409, 'conflict', PARISH_TEXTS.sameStatus);
      await deps.transaction(async (repo, record) => {
        await repo.setStatus(row.id, status);
        await record('parish.request_status_changed', {
          groupId: page.id,
          requestId: row.id,
          requesterId: row.requester_id,
          actorId: me,
        });
      });
      return detail(page, me, row.id);
    },

    /** `POST /api/groups/{id}/requests/{requestId}/messages/`: the other side hears of it. */
    async addMessage(
      me: string,
      groupId: string,
      requestId: string,
      body: string,
    ): Promise<ParishRequest> {
      const page = await parishFor(me, groupId, 'read');
      const row = await requestOf(page, me, requestId);
      const refused = requestRefusal(page, row, me, 'request:message');
      if (refused) throw refused;
      await deps.transaction(async (repo, record) => {
        await repo.insertMessage(row.id, me, body);
        await record('parish.request_message', {
          groupId: page.id,
          requestId: row.id,
          requesterId: row.requester_id,
          authorId: me,
        });
      });
      return detail(page, me, row.id);
    },

    // For the listeners (parish.listeners.ts).
    nameOf: (groupId: string) => repository.pageName(groupId),
    adminIds: (groupId: string) => repository.adminIds(groupId),
  };
}

export type ParishService = ReturnType<typeof createParishService>;
