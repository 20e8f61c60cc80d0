import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/**
 * Volunteer rotas, 'Services' of a group or a page (docs/adr/0028-volunteer-rotas.md): its
 * leaders define services (lectures, chorale, accueil…) with the number of people each needs,
 * on a weekly slot or attached to one of the group's events; each occurrence is a slot with
 * that many places, which members accept or decline.
 */
export const ROTA_MAX_PLACES = 30;
/** How many weeks ahead a weekly service's slots exist (and the leaders' 'uncovered' view). */
export const ROTA_WEEKS_AHEAD = 8;
export const ROTA_UNCOVERED_WEEKS = 4;
/** A member's away dates: one period spans at most this many days. */
export const ROTA_AWAY_MAX_DAYS = 366;

/**
 * A member's standing on a slot: `asked` by a leader (awaiting their answer), `accepted`,
 * `declined`, `replacement` (accepted, then asked the group for a replacement: the place stays
 * theirs until another member takes it), `replaced` (another member took it).
 */
export const ROTA_STATUSES = ['asked', 'accepted', 'declined', 'replacement', 'replaced'] as const;
export type RotaStatus = (typeof ROTA_STATUSES)[number];
export const ROTA_STATUS_LABELS: Record<RotaStatus, string> = {
  asked: 'En attente de réponse',
  accepted: 'Accepté',
  declined: 'Décliné',
  replacement: 'Remplacement demandé',
  replaced: 'Remplacé',
};

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

export const rotaAssigneeSchema = z.object({
  member: memberCardSchema,
  status: z.enum(ROTA_STATUSES),
});
export type RotaAssignee = z.infer<typeof rotaAssigneeSchema>;

/** One occurrence of a service on a date, with its places. */
export const rotaSlotSchema = z.object({
  id: z.string(),
  service: z.object({ id: z.string(), name: z.string() }),
  group: z.object({ id: z.string(), name: z.string() }),
  /** 'AAAA-MM-JJ' and 'HH:MM', in the community's time zone. */
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  places: z.number().int(),
  /** Places held (asked, accepted or awaiting a replacement). */
  filled: z.number().int(),
  /** Places accepted. */
  accepted: z.number().int(),
  /** Open to volunteers: any member of the group may take a free place. */
  open: z.boolean(),
  /** Who holds or held a place (the declined too, for the leaders). */
  assignees: z.array(rotaAssigneeSchema),
  /** The viewer's standing, or null. */
  my_status: z.enum(ROTA_STATUSES).nullable(),
  /** A place that the viewer may take now (free and open, or offered for a replacement). */
  can_take: z.boolean(),
});
export type RotaSlot = z.infer<typeof rotaSlotSchema>;

export const rotaServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  places: z.number().int(),
  /** A weekly service: its ISO weekday (1 Monday … 7 Sunday) and time; null for an event's. */
  weekday: z.number().int().nullable(),
  time: z.string().nullable(),
  event: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Its slots of the coming weeks. */
  slots: z.array(rotaSlotSchema),
});
export type RotaService = z.infer<typeof rotaServiceSchema>;

export const rotaServiceListSchema = z.object({
  /** The viewer is one of the group's leaders (owners and admins). */
  leader: z.boolean(),
  results: z.array(rotaServiceSchema),
});
export type RotaServiceList = z.infer<typeof rotaServiceListSchema>;

const places = z.coerce
  .number({ error: `Le nombre de personnes doit être un nombre de 1 à ${ROTA_MAX_PLACES}.` })
  .int({ error: `Le nombre de personnes doit être un nombre de 1 à ${ROTA_MAX_PLACES}.` })
  .min(1, { error: `Le nombre de personnes doit être un nombre de 1 à ${ROTA_MAX_PLACES}.` })
  .max(ROTA_MAX_PLACES, {
    error: `Le nombre de personnes doit être un nombre de 1 à ${ROTA_MAX_PLACES}.`,
  });

/** `POST /api/groups/{id}/services/`: a weekly service (weekday, time) or an event's. */
export const createRotaServiceBodySchema = z.object({
  name: lineText({ error: 'Le nom du service est obligatoire.' })
    .trim()
    .min(1, { error: 'Le nom du service est obligatoire.' })
    .max(80, { error: 'Le nom du service ne peut pas dépasser 80 caractères.' }),
  description: multilineText({ error: 'La description doit être un texte.' })
    .trim()
    .max(500, { error: 'La description ne peut pas dépasser 500 caractères.' })
    .default(''),
  places,
  weekday: z.coerce
    .number({ error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .int({ error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .min(1, { error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .max(7, { error: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).' })
    .optional(),
  time: lineText({ error: "L'heure doit être une heure (HH:MM)." })
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
      error: "L'heure doit être une heure (HH:MM).",
    })
    .optional(),
  event_id: lineText().max(64).optional(),
});
export type CreateRotaServiceBody = z.input<typeof createRotaServiceBodySchema>;

/** `POST /api/services/slots/{id}/answer/`. */
export const rotaAnswerBodySchema = z.object({
  answer: z.enum(['accept', 'decline'], {
    error: 'La réponse doit être « accept » ou « decline ».',
  }),
});
export type RotaAnswerBody = z.input<typeof rotaAnswerBodySchema>;

/** `POST /api/services/slots/{id}/assign/` (leaders): asks the member to take a place. */
export const rotaAssignBodySchema = z.object({
  user_id: lineText({ error: 'Choisissez le membre.' })
    .min(1, { error: 'Choisissez le membre.' })
    .max(64),
});
export type RotaAssignBody = z.input<typeof rotaAssignBodySchema>;

/** `PATCH /api/services/slots/{id}/` (leaders): opens the slot to volunteers, or closes it. */
export const rotaSlotBodySchema = z.object({
  open: z.boolean({ error: 'Indiquez si le créneau est ouvert aux volontaires (vrai ou faux).' }),
});
export type RotaSlotBody = z.input<typeof rotaSlotBodySchema>;

/** The members a leader may ask for a slot: in the group, not away that day, no block. */
export const rotaCandidatesSchema = z.object({ results: z.array(memberCardSchema) });
export type RotaCandidates = z.infer<typeof rotaCandidatesSchema>;

/** `GET /api/services/mine/`. */
export const rotaMineSchema = z.object({
  /** Places I accepted (or asked a replacement for), soonest first. */
  accepted: z.array(rotaSlotSchema),
  /** Places a leader asked me to take, awaiting my answer. */
  pending: z.array(rotaSlotSchema),
  /** Places of my groups that I may take now (open, or a replacement asked). */
  offered: z.array(rotaSlotSchema),
});
export type RotaMine = z.infer<typeof rotaMineSchema>;

/** A period when the member is away: not proposed nor assigned then. */
export const rotaAwaySchema = z.object({ id: z.string(), from: z.string(), to: z.string() });
export type RotaAway = z.infer<typeof rotaAwaySchema>;
export const rotaAwayListSchema = z.object({ results: z.array(rotaAwaySchema) });
export type RotaAwayList = z.infer<typeof rotaAwayListSchema>;
export const rotaAwayBodySchema = z.object({
  from: day('Le premier jour'),
  to: day('Le dernier jour'),
});
export type RotaAwayBody = z.input<typeof rotaAwayBodySchema>;

/** `GET /api/groups/{id}/services/uncovered/`: the slots of the next four weeks not covered. */
export const rotaUncoveredSchema = z.object({ results: z.array(rotaSlotSchema) });
export type RotaUncovered = z.infer<typeof rotaUncoveredSchema>;

/** `POST /api/groups/{id}/services/uncovered/message/`: one message to all who could take them. */
export const rotaCallBodySchema = z.object({
  text: multilineText({ error: 'Le message est obligatoire.' })
    .trim()
    .min(1, { error: 'Le message est obligatoire.' })
    .max(1000, { error: 'Le message ne peut pas dépasser 1000 caractères.' }),
});
export type RotaCallBody = z.input<typeof rotaCallBodySchema>;
export const rotaCallSchema = z.object({ recipients: z.number().int() });
export type RotaCall = z.infer<typeof rotaCallSchema>;

/** The address of the member's private ICS feed of their services (its token is the key). */
export const rotaFeedSchema = z.object({ url: z.string() });
export type RotaFeed = z.infer<typeof rotaFeedSchema>;

export const rotaSlotParamsSchema = z.object({ id: lineText().max(64) });
