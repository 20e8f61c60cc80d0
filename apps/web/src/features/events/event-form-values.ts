import {
  createEventBodySchema,
  DEFAULT_EVENT_TIME_ZONE,
  type CreateEventBody,
  type Event,
  type EventAudience,
  type EventCategory,
} from '@koinonia/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from '@/shared/i18n/i18n';
import { addDays, fromZonedInputs, today, toZonedInputs } from './event-dates';
import '@/features/events/events.texts';

/** What the event form holds: dates and times as typed, in the event's zone. */
export interface EventFormValues {
  title: string;
  description: string;
  image: string | null;
  category: EventCategory;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  time_zone: string;
  where: 'place' | 'online';
  location: string;
  online_url: string;
  audience: EventAudience;
  group_id: string;
  invited: string[];
  co_organisers: string[];
  capacity: string;
  max_guests: string;
  requires_approval: boolean;
  status: 'draft' | 'confirmed';
}

export type EventFormField = keyof EventFormValues;

/** The body's fields that the form shows under another name (the dates under their day). */
const FIELD_OF: Partial<Record<string, EventFormField>> = {
  starts_at: 'start_date',
  ends_at: 'end_date',
  is_online: 'where',
};

/** The form field where a body field's error shows (the server's `details` keys too). */
export function formFieldOf(bodyField: string): EventFormField | null {
  const field = FIELD_OF[bodyField] ?? bodyField;
  return field in EMPTY ? (field as EventFormField) : null;
}

const EMPTY: EventFormValues = {
  title: '',
  description: '',
  image: null,
  category: 'autre',
  start_date: '',
  start_time: '',
  end_date: '',
  end_time: '',
  time_zone: DEFAULT_EVENT_TIME_ZONE,
  where: 'place',
  location: '',
  online_url: '',
  audience: 'public',
  group_id: '',
  invited: [],
  co_organisers: [],
  capacity: '',
  max_guests: '0',
  requires_approval: false,
  status: 'confirmed',
};

/**
 * The form's starting values: the event's own when editing it (its instants in its zone);
 * for a new one, tomorrow evening from 20 h 00 to 21 h 30 in the community's zone.
 */
export function startingValues(event?: Event, meId?: string): EventFormValues {
  if (!event) {
    const day = addDays(today(DEFAULT_EVENT_TIME_ZONE), 1);
    return { ...EMPTY, start_date: day, start_time: '20:00', end_date: day, end_time: '21:30' };
  }
  const start = toZonedInputs(event.starts_at, event.time_zone);
  const end = toZonedInputs(event.ends_at, event.time_zone);
  return {
    ...EMPTY,
    title: event.title,
    description: event.description,
    image: event.image,
    category: event.category,
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    time_zone: event.time_zone,
    where: event.is_online ? 'online' : 'place',
    location: event.location,
    online_url: event.online_url ?? '',
    audience: event.audience,
    group_id: event.group?.id ?? '',
    co_organisers: event.organisers.map((person) => person.id).filter((id) => id !== meId),
    capacity: event.capacity === null ? '' : String(event.capacity),
    max_guests: String(event.max_guests),
    requires_approval: event.requires_approval,
    status: event.status === 'draft' ? 'draft' : 'confirmed',
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The API body the values make (before the contracts' schema checks it). */
export function toBody(values: EventFormValues): CreateEventBody {
  const online = values.where === 'online';
  const capacity = values.capacity.trim() === '' ? null : asNumber(values.capacity);
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    image: values.image,
    starts_at: fromZonedInputs(values.start_date, values.start_time, values.time_zone) ?? '',
    ends_at: fromZonedInputs(values.end_date, values.end_time, values.time_zone) ?? '',
    time_zone: values.time_zone,
    is_online: online,
    location: online ? '' : values.location,
    online_url: online ? values.online_url : '',
    audience: values.audience,
    group_id: values.audience === 'group' ? values.group_id || null : null,
    capacity,
    max_guests: asNumber(values.max_guests || '0'),
    requires_approval: values.requires_approval,
    status: values.status,
    co_organisers: values.co_organisers,
    invited: values.invited,
  };
}

/**
 * Checks the values with the contracts' schema (its French messages) and the rules the form
 * adds: an end after the start, a place or a link, the group of a group's event.
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, CreateEventBody> = (values) => {
  const body = toBody(values);
  const errors: FieldErrors<EventFormValues> = {};
  const fail = (field: EventFormField, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  const checked = createEventBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field) fail(field, issue.message);
    }
  }
  if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) {
    fail('end_date', t('events.form.endBeforeStart'));
  }
  if (values.where === 'place' && values.location.trim() === '') {
    fail('location', t('events.form.locationRequired'));
  }
  if (values.where === 'online' && values.online_url.trim() === '') {
    fail('online_url', t('events.form.urlRequired'));
  }
  if (values.audience === 'group' && !values.group_id) {
    fail('group_id', t('events.form.groupRequired'));
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: checked.success ? checked.data : body, errors: {} };
};

/** The fields of `next` that differ from `before` (an edit sends only what changed). */
export function changedFields(
  before: CreateEventBody,
  next: CreateEventBody,
): Partial<CreateEventBody> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof CreateEventBody])) {
      changed[key] = value;
    }
  }
  return changed as Partial<CreateEventBody>;
}

/** The zones the form offers, with French names; the event's own is added when missing. */
export const TIME_ZONES: { zone: string; name: string }[] = [
  { zone: 'Europe/Paris', name: 'Paris' },
  { zone: 'Europe/Brussels', name: 'Bruxelles' },
  { zone: 'Europe/Luxembourg', name: 'Luxembourg' },
  { zone: 'Europe/Zurich', name: 'Zurich, Genève' },
  { zone: 'America/Toronto', name: 'Montréal, Québec' },
  { zone: 'America/Martinique', name: 'Martinique' },
  { zone: 'America/Guadeloupe', name: 'Guadeloupe' },
  { zone: 'America/Cayenne', name: 'Guyane' },
  { zone: 'Indian/Reunion', name: 'La Réunion' },
  { zone: 'Indian/Mayotte', name: 'Mayotte' },
  { zone: 'Pacific/Noumea', name: 'Nouméa' },
  { zone: 'Pacific/Tahiti', name: 'Tahiti' },
  { zone: 'Africa/Dakar', name: 'Dakar' },
  { zone: 'Africa/Abidjan', name: 'Abidjan' },
  { zone: 'Africa/Douala', name: 'Douala' },
  { zone: 'Africa/Kinshasa', name: 'Kinshasa' },
];
