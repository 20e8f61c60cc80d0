/** The stored fields of an event's create or edit, each checked (400 with its field). */
import type { UpdateEventBody } from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import type { EventsServiceDeps } from './events.deps.ts';
import type { EventRecord, EventValues } from './events.repository.ts';
import { EVENTS_TEXTS } from './events.texts.ts';

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The stored fields of a create or an edit, checked against what is stored. */
export async function eventFields(
  deps: Pick<EventsServiceDeps, 'ownedPath' | 'isGroupMember'>,
  me: string,
  input: UpdateEventBody,
  current?: EventRecord,
): Promise<Partial<EventValues>> {
  const fields: Partial<EventValues> = {};
  if (input.title !== undefined) fields.title = input.title;
  if (input.description !== undefined) fields.description = input.description;
  if (input.category !== undefined) fields.category = input.category;
  if (input.image !== undefined) {
    if (input.image === null || input.image === '') fields.image = null;
    else {
      const path = await deps.ownedPath(me, input.image);
      if (!path) throw invalid('image', EVENTS_TEXTS.notYourPicture);
      fields.image = path;
    }
  }
  if (input.time_zone !== undefined) {
    if (!validTimeZone(input.time_zone)) throw invalid('time_zone', EVENTS_TEXTS.badTimeZone);
    fields.timeZone = input.time_zone;
  }
  if (input.starts_at !== undefined) fields.startsAt = new Date(input.starts_at);
  if (input.ends_at !== undefined) fields.endsAt = new Date(input.ends_at);
  const startsAt = fields.startsAt ?? current?.startsAt;
  const endsAt = fields.endsAt ?? current?.endsAt;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw invalid('ends_at', EVENTS_TEXTS.endBeforeStart);
  }
  if (input.is_online !== undefined) fields.isOnline = input.is_online;
  if (input.location !== undefined) fields.location = input.location;
  if (input.online_url !== undefined) fields.onlineUrl = input.online_url || null;
  const online = fields.isOnline ?? current?.isOnline ?? false;
  const place = online
    ? (fields.onlineUrl ?? current?.onlineUrl ?? '')
    : (fields.location ?? current?.location ?? '');
  if (place === '') {
    throw invalid(online ? 'online_url' : 'location', EVENTS_TEXTS.placeRequired);
  }
  if (input.audience !== undefined || input.group_id !== undefined) {
    const audience = input.audience ?? current?.audience ?? 'public';
    const groupId = audience === 'group' ? (input.group_id ?? current?.groupId ?? null) : null;
    if (audience === 'group') {
      if (!groupId) throw invalid('group_id', EVENTS_TEXTS.groupRequired);
      if (!(await deps.isGroupMember(me, groupId))) {
        throw invalid('group_id', EVENTS_TEXTS.notGroupMember);
      }
    }
    fields.audience = audience;
    fields.groupId = groupId;
  }
  if (input.capacity !== undefined) fields.capacity = input.capacity;
  if (input.max_guests !== undefined) fields.maxGuests = input.max_guests;
  if (input.requires_approval !== undefined) fields.requiresApproval = input.requires_approval;
  if (input.status !== undefined) fields.status = input.status;
  return fields;
}
