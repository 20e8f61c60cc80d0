import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { queryDate } from './query-date.ts';
import { lineText, multilineText } from './text.ts';

/**
 * Events. The spec's sample Event is `id, title, category, image, label, date,
 * location, attendees, type (online, this-week, local)`; what a member answers, the capacity
 * and the waiting list are ours. Names of values are the API's; French labels live in the web.
 */
export const EVENT_CATEGORIES = [
  'messe',
  'priere',
  'formation',
  'fraternite',
  'solidarite',
  'jeunes',
  'pelerinage',
  'concert',
  'autre',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The French names of the categories (the filter, the cards, the agenda's legend). */
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  messe: 'Messe et liturgie',
  priere: 'Prière',
  formation: 'Formation',
  fraternite: 'Fraternité',
  solidarite: 'Solidarité',
  jeunes: 'Jeunes',
  pelerinage: 'Pèlerinage',
  concert: 'Concert',
  autre: 'Autre',
};

/** public: every member; friends: the organiser's friends; group: a group's readers; invited. */
export const EVENT_AUDIENCES = ['public', 'friends', 'group', 'invited'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

export const EVENT_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a member answers. */
export const EVENT_ANSWERS = ['going', 'interested', 'declined'] as const;
export type EventAnswer = (typeof EVENT_ANSWERS)[number];

/**
 * Where a member stands: an answer, or `waiting` (asked to go, the event is full: a rank on
 * the waiting list), `pending` (asked to go, the organisers approve), `invited` (not answered).
 */
export const EVENT_STANDINGS = [
  'going',
  'interested',
  'declined',
  'waiting',
  'pending',
  'invited',
] as const;
export type EventStanding = (typeof EVENT_STANDINGS)[number];

export const EVENT_TABS = ['upcoming', 'this_week', 'online', 'local', 'mine', 'past'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

// In a module of its own, without zod: the web's right column shows event hours with it and
// should not load zod for it (ADR 0011).
export { DEFAULT_EVENT_TIME_ZONE } from './event-time-zone.ts';
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_MAX_GUESTS = 10;
export const EVENT_MAX_CAPACITY = 100_000;
/** How many friends going an event carries (the rest is `friends_going_count`). */
export const EVENT_FRIENDS_SHOWN = 3;

export const eventGroupSchema = z.object({ id: z.string(), name: z.string() });

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  /** The cover picture. */
  image: z.string().nullable(),
  /** The spec's label: the start's day in capitals, e.g. 'SAM. 14 DÉC.' (in `time_zone`). */
  label: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  is_online: z.boolean(),
  /** The address of an in-person event ('' online). */
  location: z.string(),
  /** The link of an online event: only to participants and organisers until it starts. */
  online_url: z.string().nullable(),
  audience: z.enum(EVENT_AUDIENCES),
  group: eventGroupSchema.nullable(),
  /** Seats, guests counted; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Guests a participant may bring (0: none). */
  max_guests: z.number().int(),
  requires_approval: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  cancel_message: z.string().nullable(),
  organisers: z.array(memberCardSchema),
  is_organiser: z.boolean(),
  /** Seats taken (participants and their guests). */
  going_count: z.number().int(),
  interested_count: z.number().int(),
  /** People on the waiting list (guests counted). */
  waiting_count: z.number().int(),
  my_answer: z.enum(EVENT_STANDINGS).nullable(),
  my_guests: z.number().int(),
  /** 1 for the first on the waiting list; null when not waiting. */
  waiting_rank: z.number().int().nullable(),
  friends_going: z.array(memberCardSchema),
  friends_going_count: z.number().int(),
  created_at: z.string(),
  /** Hidden by moderation (docs/adr/0021-moderation.md): only its organisers see it, and this. */
  moderation_hidden: z.boolean().optional(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventPageSchema = z.object({
  results: z.array(eventSchema),
  next: z.string().nullable(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** `GET /api/events/?tab=&category=&group_id=&from=&to=&cursor=&limit=`. */
export const eventListQuerySchema = z.object({
  tab: z
    .enum(EVENT_TABS, {
      error:
        'L’onglet doit être « upcoming », « this_week », « online », « local », « mine » ou « past ».',
    })
    .default('upcoming'),
  category: z.enum(EVENT_CATEGORIES, { error: 'Catégorie inconnue.' }).optional(),
  group_id: lineText().uuid({ error: 'Groupe introuvable.' }).optional(),
  /** The agenda's month: events that overlap [from, to). */
  from: queryDate('Le début').optional(),
  to: queryDate('La fin').optional(),
  /** A member's events (profile tabs): organised or going. */
  member: lineText().uuid({ error: 'Membre introuvable.' }).optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

const title = lineText({ error: 'Le titre est obligatoire.' })
  .trim()
  .min(3, { error: 'Le titre doit contenir au moins 3 caractères.' })
  .max(EVENT_TITLE_MAX_LENGTH, {
    error: `Le titre ne peut pas dépasser ${EVENT_TITLE_MAX_LENGTH} caractères.`,
  });
const description = multilineText({ error: 'La description doit être un texte.' })
  .trim()
  .max(EVENT_DESCRIPTION_MAX_LENGTH, {
    error: `La description ne peut pas dépasser ${EVENT_DESCRIPTION_MAX_LENGTH} caractères.`,
  });
const onlineUrl = lineText({ error: 'Le lien doit être une adresse.' })
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), {
    error: 'Le lien de la réunion doit commencer par https://.',
  });
const capacity = z
  .number({ error: 'La capacité doit être un nombre.' })
  .int({ error: 'La capacité doit être un nombre entier.' })
  .min(1, { error: 'La capacité doit être d’au moins 1 place.' })
  .max(EVENT_MAX_CAPACITY, { error: 'La capacité est trop grande.' })
  .nullable();
const maxGuests = z
  .number({ error: 'Le nombre d’accompagnants doit être un nombre.' })
  .int()
  .min(0, { error: 'Le nombre d’accompagnants ne peut pas être négatif.' })
  .max(EVENT_MAX_GUESTS, {
    error: `Pas plus de ${EVENT_MAX_GUESTS} accompagnants par réponse.`,
  });
const memberIds = z
  .array(lineText().uuid({ error: 'Membre introuvable.' }), {
    error: 'La liste des membres est invalide.',
  })
  .max(200, { error: 'Pas plus de 200 membres à la fois.' });

const eventFields = {
  title,
  description: description.optional(),
  category: z.enum(EVENT_CATEGORIES, { error: 'Catégorie inconnue.' }).optional(),
  image: lineText().max(2048).nullable().optional(),
  starts_at: queryDate('Le début'),
  ends_at: queryDate('La fin'),
  time_zone: lineText().max(64).optional(),
  is_online: z.boolean().optional(),
  location: lineText().trim().max(300, { error: 'L’adresse est trop longue.' }).optional(),
  online_url: onlineUrl.optional(),
  audience: z
    .enum(EVENT_AUDIENCES, {
      error: "L'audience doit être « public », « friends », « group » ou « invited ».",
    })
    .optional(),
  group_id: lineText().uuid({ error: 'Groupe introuvable.' }).nullable().optional(),
  capacity: capacity.optional(),
  max_guests: maxGuests.optional(),
  requires_approval: z.boolean().optional(),
  status: z.enum(['draft', 'confirmed'], { error: 'Statut inconnu.' }).optional(),
  /** Co-organisers (friends of the creator). */
  co_organisers: memberIds.optional(),
  /** Members invited (the 'invited' audience, or a nudge for the others). */
  invited: memberIds.optional(),
};

/** `POST /api/events/`. */
export const createEventBodySchema = z.object(eventFields);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** `PATCH /api/events/{id}/`: only the fields given change (organisers). */
export const updateEventBodySchema = z.object({
  ...eventFields,
  title: title.optional(),
  starts_at: queryDate('Le début').optional(),
  ends_at: queryDate('La fin').optional(),
});
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** `POST /api/events/{id}/rsvp/`. */
export const rsvpBodySchema = z.object({
  answer: z.enum(EVENT_ANSWERS, {
    error: 'La réponse doit être « going », « interested » ou « declined ».',
  }),
  guests: maxGuests.default(0),
});
export type RsvpBody = z.input<typeof rsvpBodySchema>;

export const rsvpSchema = z.object({
  answer: z.enum(EVENT_STANDINGS),
  guests: z.number().int(),
  waiting_rank: z.number().int().nullable(),
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/** `POST /api/events/{id}/cancel/`: every participant is told, with the message. */
export const cancelEventBodySchema = z.object({
  message: multilineText({ error: 'Le message doit être un texte.' })
    .trim()
    .min(1, { error: 'Dites en un mot pourquoi l’événement est annulé.' })
    .max(1000, { error: 'Le message ne peut pas dépasser 1000 caractères.' }),
});

/** `GET /api/events/{id}/participants/?answer=`. */
export const eventParticipantsQuerySchema = z.object({
  answer: z.enum(EVENT_STANDINGS, { error: 'Réponse inconnue.' }).default('going'),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const eventParticipantSchema = z.object({
  user: memberCardSchema,
  answer: z.enum(EVENT_STANDINGS),
  guests: z.number().int(),
  waiting_rank: z.number().int().nullable(),
  answered_at: z.string(),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

export const eventParticipantPageSchema = z.object({
  results: z.array(eventParticipantSchema),
  next: z.string().nullable(),
});
export type EventParticipantPage = z.infer<typeof eventParticipantPageSchema>;

/** `POST /api/events/{id}/participants/{user_id}/` `{action: approve|refuse}` (organisers). */
export const eventParticipantActionBodySchema = z.object({
  action: z.enum(['approve', 'refuse'], { error: 'Action inconnue.' }),
});

/** `GET /api/events/calendar/` and `POST /api/events/calendar/renew/`: the private feed. */
export const calendarFeedSchema = z.object({
  /** The address a calendar app subscribes to (it holds a secret token). */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
