import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/**
 * The parish page (docs/adr/0026-parish-page.md): a community page (a group of kind PAGE) that
 * declares itself a parish, with its office's details, its weekly Mass and confession times
 * and their exceptions (`GET /api/groups/{id}/schedule/`, `schedule.ics`, read by guests), and
 * the requests its members send to the parish office (`/api/groups/{id}/requests/`), private
 * between the member and the page's admins.
 */

/** What a weekly time is: the French label of each kind, in the order the editor offers them. */
export const PARISH_TIME_KINDS = ['messe', 'confession', 'adoration', 'office', 'autre'] as const;
export type ParishTimeKind = (typeof PARISH_TIME_KINDS)[number];
export const PARISH_TIME_KIND_LABELS: Record<ParishTimeKind, string> = {
  messe: 'Messe',
  confession: 'Confessions',
  adoration: 'Adoration',
  office: 'Office',
  autre: 'Autre',
};

/** The weekdays as ISO numbers (1 Monday … 7 Sunday) and their French names. */
export const PARISH_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const PARISH_WEEKDAY_LABELS = [
  '',
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** How many weeks the schedule expands at most (4 when not asked). */
export const PARISH_SCHEDULE_MAX_WEEKS = 12;
export const PARISH_SCHEDULE_DEFAULT_WEEKS = 4;

const shortText = (label: string, max: number) =>
  lineText({ error: `${label} doit être un texte.` })
    .trim()
    .max(max, { error: `${label} ne peut pas dépasser ${max} caractères.` });
const link = (label: string) =>
  shortText(label, 500).refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), {
    error: `${label} doit commencer par http:// ou https://.`,
  });
/** A day, 'AAAA-MM-JJ', that exists. */
const day = (label: string) =>
  lineText({ error: `${label} est obligatoire.` }).refine(
    (v) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!match) return false;
      const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return (
        y >= 2000 &&
        y <= 2200 &&
        m >= 1 &&
        m <= 12 &&
        d >= 1 &&
        d <= new Date(Date.UTC(y, m, 0)).getUTCDate()
      );
    },
    { error: `${label} doit être une date (AAAA-MM-JJ).` },
  );
/** A time of day, 'HH:MM'. */
const clock = (label: string) =>
  lineText({ error: `${label} est obligatoire.` }).refine(
    (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    { error: `${label} doit être une heure (HH:MM).` },
  );
const kind = z.enum(PARISH_TIME_KINDS, { error: "Type d'horaire inconnu." });

/** The parish office's details, as the page's admins write them. */
export const parishProfileSchema = z.object({
  address: z.string(),
  /** A map's address (OpenStreetMap, a GPS link). */
  map_url: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 'Accueil du lundi au vendredi, 9 h – 12 h', free text. */
  office_hours: z.string(),
  /** The parish's own giving page: Koinonia handles no money. */
  giving_url: z.string(),
});
export type ParishProfile = z.infer<typeof parishProfileSchema>;

/** `PUT /api/groups/{id}/parish/` (the page's admins): declares the page a parish, or edits it. */
export const parishProfileBodySchema = z.object({
  address: shortText("L'adresse", 300).default(''),
  map_url: link('Le lien du plan').default(''),
  phone: shortText('Le téléphone', 40).default(''),
  email: shortText("L'e-mail", 254)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
      error: "L'e-mail n'est pas valide.",
    })
    .default(''),
  office_hours: multilineText({ error: "Les horaires de l'accueil doivent être un texte." })
    .trim()
    .max(1000, { error: "Les horaires de l'accueil ne peuvent pas dépasser 1000 caractères." })
    .default(''),
  giving_url: link('Le lien pour donner').default(''),
});
export type ParishProfileBody = z.input<typeof parishProfileBodySchema>;

/** A weekly time: every `weekday` at `time` (in the community's time zone). */
export const parishTimeSchema = z.object({
  id: z.string(),
  kind: z.enum(PARISH_TIME_KINDS),
  label: z.string(),
  weekday: z.number().int(),
  time: z.string(),
  duration_minutes: z.number().int(),
  place: z.string(),
});
export type ParishTime = z.infer<typeof parishTimeSchema>;

export const parishTimeBodySchema = z.object({
  kind,
  label: shortText('Le libellé', 120).default(''),
  weekday: z.coerce
    .number({ error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .int({ error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .min(1, { error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .max(7, { error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' }),
  time: clock("L'heure"),
  duration_minutes: z.coerce
    .number({ error: 'La durée doit être un nombre de minutes.' })
    .int({ error: 'La durée doit être un nombre de minutes.' })
    .min(5, { error: 'La durée doit être entre 5 et 480 minutes.' })
    .max(480, { error: 'La durée doit être entre 5 et 480 minutes.' })
    .default(60),
  place: shortText('Le lieu', 200).default(''),
});
export type ParishTimeBody = z.input<typeof parishTimeBodySchema>;

/**
 * An exception to the weekly times: `cancel` one occurrence (a holiday), `move` one to another
 * day and time (a moved Mass), or `add` one (a feast's Mass).
 */
export const PARISH_EXCEPTION_KINDS = ['cancel', 'move', 'add'] as const;
export type ParishExceptionKind = (typeof PARISH_EXCEPTION_KINDS)[number];

export const parishExceptionSchema = z.object({
  id: z.string(),
  exception: z.enum(PARISH_EXCEPTION_KINDS),
  /** The weekly time it cancels or moves (null for an added one). */
  time_id: z.string().nullable(),
  /** The day of the occurrence it cancels or moves (null for an added one). */
  on_date: z.string().nullable(),
  /** Where a moved or added one falls (null for a cancelled one). */
  new_date: z.string().nullable(),
  new_time: z.string().nullable(),
  /** An added one's kind and label. */
  kind: z.enum(PARISH_TIME_KINDS).nullable(),
  label: z.string(),
  /** Why: 'Toussaint', 'Messe des familles à 11 h'. */
  note: z.string(),
});
export type ParishException = z.infer<typeof parishExceptionSchema>;

const note = shortText('La note', 200).default('');
export const parishExceptionBodySchema = z.discriminatedUnion(
  'exception',
  [
    z.object({
      exception: z.literal('cancel'),
      time_id: lineText({ error: "L'horaire est obligatoire." }).max(64),
      on_date: day('Le jour'),
      note,
    }),
    z.object({
      exception: z.literal('move'),
      time_id: lineText({ error: "L'horaire est obligatoire." }).max(64),
      on_date: day('Le jour'),
      new_date: day('Le nouveau jour'),
      new_time: clock('La nouvelle heure'),
      note,
    }),
    z.object({
      exception: z.literal('add'),
      kind,
      label: shortText('Le libellé', 120).default(''),
      new_date: day('Le jour'),
      new_time: clock("L'heure"),
      duration_minutes: z.coerce
        .number({ error: 'La durée doit être un nombre de minutes.' })
        .int({ error: 'La durée doit être un nombre de minutes.' })
        .min(5, { error: 'La durée doit être entre 5 et 480 minutes.' })
        .max(480, { error: 'La durée doit être entre 5 et 480 minutes.' })
        .default(60),
      place: shortText('Le lieu', 200).default(''),
      note,
    }),
  ],
  { error: "L'exception doit être « cancel », « move » ou « add »." },
);
export type ParishExceptionBody = z.input<typeof parishExceptionBodySchema>;

/** One occurrence of the coming weeks, expanded in the community's time zone. */
export const parishOccurrenceSchema = z.object({
  /** `{time id}:{day}` for a weekly one, `add:{exception id}` for an added one. */
  id: z.string(),
  kind: z.enum(PARISH_TIME_KINDS),
  label: z.string(),
  /** The instant it starts (ISO 8601, UTC) and its local day and time. */
  starts_at: z.string(),
  ends_at: z.string(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  status: z.enum(['scheduled', 'cancelled', 'moved', 'added']),
  /** A moved one: the day and time it had ('2026-11-29 10:30'). */
  moved_from: z.string().nullable(),
  note: z.string(),
});
export type ParishOccurrence = z.infer<typeof parishOccurrenceSchema>;

/** `GET /api/groups/{id}/schedule/`: the parish, its times and the coming weeks. */
export const parishScheduleSchema = z.object({
  group: z.object({ id: z.string(), name: z.string() }),
  profile: parishProfileSchema,
  time_zone: z.string(),
  times: z.array(parishTimeSchema),
  exceptions: z.array(parishExceptionSchema),
  /** From `from` (today by default) for `weeks` weeks, in start order. */
  occurrences: z.array(parishOccurrenceSchema),
  /** The viewer is one of the page's admins: they edit the parish and answer the requests. */
  is_admin: z.boolean(),
});
export type ParishSchedule = z.infer<typeof parishScheduleSchema>;

export const parishScheduleQuerySchema = z.object({
  from: day('Le début').optional(),
  weeks: z.coerce
    .number({ error: 'Le nombre de semaines doit être un nombre.' })
    .int({ error: 'Le nombre de semaines doit être un nombre entier.' })
    .min(1, { error: 'Au moins une semaine.' })
    .max(PARISH_SCHEDULE_MAX_WEEKS, {
      error: `Pas plus de ${PARISH_SCHEDULE_MAX_WEEKS} semaines.`,
    })
    .default(PARISH_SCHEDULE_DEFAULT_WEEKS),
});

/** The requests to the parish office. */
export const PARISH_REQUEST_KINDS = [
  'intention',
  'bapteme',
  'mariage',
  'obseques',
  'visite_malade',
] as const;
export type ParishRequestKind = (typeof PARISH_REQUEST_KINDS)[number];
export const PARISH_REQUEST_KIND_LABELS: Record<ParishRequestKind, string> = {
  intention: 'Intention de messe',
  bapteme: 'Baptême',
  mariage: 'Mariage',
  obseques: 'Obsèques',
  visite_malade: 'Visite à un malade',
};

/** reçue → en cours → confirmée (or refusée), set by the page's admins. */
export const PARISH_REQUEST_STATUSES = ['recue', 'en_cours', 'confirmee', 'refusee'] as const;
export type ParishRequestStatus = (typeof PARISH_REQUEST_STATUSES)[number];
export const PARISH_REQUEST_STATUS_LABELS: Record<ParishRequestStatus, string> = {
  recue: 'Reçue',
  en_cours: 'En cours',
  confirmee: 'Confirmée',
  refusee: 'Refusée',
};

export const parishRequestMessageSchema = z.object({
  id: z.string(),
  author: memberCardSchema.nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type ParishRequestMessage = z.infer<typeof parishRequestMessageSchema>;

export const parishRequestSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  kind: z.enum(PARISH_REQUEST_KINDS),
  status: z.enum(PARISH_REQUEST_STATUSES),
  /** The member who asked (null once their account is gone). */
  requester: memberCardSchema.nullable(),
  /** The person concerned: the child, the engaged couple, the deceased, the sick person. */
  person: z.string(),
  /** The day wished (an intention's Mass, a baptism's or a wedding's). */
  date_wished: z.string().nullable(),
  /** A Mass intention's text. */
  intention: z.string(),
  /** A Mass intention: the offering is paid outside Koinonia (at the office, by cheque). */
  offering_paid_outside: z.boolean(),
  /** Where: the sick person's home or hospital room. */
  place: z.string(),
  phone: z.string(),
  details: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The messages, oldest first (in a request's detail; empty in a list). */
  messages: z.array(parishRequestMessageSchema),
  messages_count: z.number().int(),
});
export type ParishRequest = z.infer<typeof parishRequestSchema>;

/** `GET /api/groups/{id}/requests/`: the member's own; for the page's admins, every one. */
export const parishRequestListSchema = z.object({
  results: z.array(parishRequestSchema),
  is_admin: z.boolean(),
});
export type ParishRequestList = z.infer<typeof parishRequestListSchema>;

/** A text the form requires: missing or blank, it is refused with `missing`. */
const required = (label: string, max: number, missing: string) =>
  lineText({ error: missing })
    .trim()
    .max(max, { error: `${label} ne peut pas dépasser ${max} caractères.` })
    .refine((v) => v !== '', { error: missing });
const person = (label: string) => required(label, 200, `${label} est obligatoire.`);
const phone = shortText('Le téléphone', 40).default('');
const details = multilineText({ error: 'Les précisions doivent être un texte.' })
  .trim()
  .max(2000, { error: 'Les précisions ne peuvent pas dépasser 2000 caractères.' })
  .default('');

/** `POST /api/groups/{id}/requests/`: one form per kind. */
export const createParishRequestBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('intention'),
      date_wished: day('La date souhaitée'),
      intention: multilineText({ error: "L'intention est obligatoire." })
        .trim()
        .min(1, { error: "L'intention est obligatoire." })
        .max(500, { error: "L'intention ne peut pas dépasser 500 caractères." }),
      offering_paid_outside: z
        .boolean({ error: "Indiquez si l'offrande est réglée à part." })
        .default(false),
      details,
    }),
    z.object({
      kind: z.literal('bapteme'),
      person: person("Le nom de l'enfant ou de la personne"),
      date_wished: day('La date souhaitée').optional(),
      phone,
      details,
    }),
    z.object({
      kind: z.literal('mariage'),
      person: person('Les noms des fiancés'),
      date_wished: day('La date souhaitée').optional(),
      phone,
      details,
    }),
    z.object({
      kind: z.literal('obseques'),
      person: person('Le nom du défunt'),
      phone: required(
        'Le téléphone',
        40,
        'Le téléphone est obligatoire : la paroisse vous rappelle vite.',
      ),
      details,
    }),
    z.object({
      kind: z.literal('visite_malade'),
      person: person('Le nom de la personne malade'),
      place: required('Le lieu', 300, 'Le lieu de la visite est obligatoire.'),
      phone,
      details,
    }),
  ],
  { error: 'Type de demande inconnu.' },
);
export type CreateParishRequestBody = z.input<typeof createParishRequestBodySchema>;

/** `PATCH /api/groups/{id}/requests/{requestId}/` (the page's admins). */
export const parishRequestStatusBodySchema = z.object({
  status: z.enum(PARISH_REQUEST_STATUSES, {
    error: 'Le statut doit être « recue », « en_cours », « confirmee » ou « refusee ».',
  }),
});

/** `POST /api/groups/{id}/requests/{requestId}/messages/`. */
export const parishRequestMessageBodySchema = z.object({
  body: multilineText({ error: 'Le message est obligatoire.' })
    .trim()
    .min(1, { error: 'Le message est obligatoire.' })
    .max(2000, { error: 'Le message ne peut pas dépasser 2000 caractères.' }),
});

export const parishRequestParamsSchema = z.object({
  id: lineText().max(64),
  requestId: lineText().max(64),
});
export const parishItemParamsSchema = z.object({
  id: lineText().max(64),
  itemId: lineText().max(64),
});
