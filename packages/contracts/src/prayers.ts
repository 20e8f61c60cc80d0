import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { queryDate } from './query-date.ts';
import { lineText, multilineText } from './text.ts';

/**
 * 'Intentions de prière' (/priere, docs/adr/0025-prayer-intentions.md): a member confides an
 * intention to an audience (the community, their friends, a group) until an end date; the
 * others answer 'Je prie' and may leave a word of support; the author closes it with an
 * 'Action de grâce'. An anonymous intention never names its author to the other members.
 */
export const PRAYER_TEXT_MAX_LENGTH = 1000;
export const PRAYER_SUPPORT_MAX_LENGTH = 280;
export const PRAYER_THANKSGIVING_MAX_LENGTH = 1000;
/** An intention lasts a week unless its author chooses; at most this many days ahead. */
export const PRAYER_DEFAULT_DAYS = 7;
export const PRAYER_MAX_DAYS = 90;

export const PRAYER_AUDIENCES = ['community', 'friends', 'group'] as const;
export type PrayerAudience = (typeof PRAYER_AUDIENCES)[number];

/** A word of support left under an intention (its writer is always named). */
export const prayerSupportSchema = z.object({
  id: z.string(),
  author: memberCardSchema,
  text: z.string(),
  created_at: z.string(),
});
export type PrayerSupport = z.infer<typeof prayerSupportSchema>;

export const prayerIntentionSchema = z.object({
  id: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  /** Who confided it: null when it is anonymous (to everyone but its author). */
  author: memberCardSchema.nullable(),
  /** The viewer confided it. */
  mine: z.boolean(),
  audience: z.enum(PRAYER_AUDIENCES),
  /** The group it is shared in (audience 'group'). */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  ends_at: z.string(),
  /** Past its end date (it has left the active list; its author may renew it). */
  expired: z.boolean(),
  /** How many members pray for it. */
  prayer_count: z.number().int(),
  /** The viewer prays for it. */
  praying: z.boolean(),
  /**
   * Who prays, for its author only (absent for the others), without those who chose to pray
   * anonymously.
   */
  prayers: z.array(memberCardSchema).optional(),
  supports: z.array(prayerSupportSchema),
  /** The author's 'Action de grâce', which closes it; null while it is open. */
  thanksgiving: z.string().nullable(),
  thanked_at: z.string().nullable(),
});
export type PrayerIntention = z.infer<typeof prayerIntentionSchema>;

export const prayerListSchema = z.object({ results: z.array(prayerIntentionSchema) });
export type PrayerList = z.infer<typeof prayerListSchema>;

/** `GET /api/prayers/`: the active intentions the viewer sees, a group's, or their own. */
export const prayerListQuerySchema = z.object({
  group_id: lineText().max(64).optional(),
  /** 'mine': the viewer's own intentions, expired and closed ones too (to renew them). */
  filter: z
    .enum(['active', 'mine'], { error: 'Le filtre doit être « active » ou « mine ».' })
    .default('active'),
});
export type PrayerListQuery = z.input<typeof prayerListQuerySchema>;

/** `POST /api/prayers/`: `ends_at` defaults to a week from now. */
export const createPrayerBodySchema = z.object({
  text: multilineText({ error: "L'intention est obligatoire." })
    .trim()
    .min(1, { error: "L'intention est obligatoire." })
    .max(PRAYER_TEXT_MAX_LENGTH, {
      error: `L'intention ne peut pas dépasser ${PRAYER_TEXT_MAX_LENGTH} caractères.`,
    }),
  anonymous: z.boolean({ error: 'Indiquez si l’intention est anonyme (vrai ou faux).' }),
  audience: z.enum(PRAYER_AUDIENCES, {
    error: 'Le public doit être « community », « friends » ou « group ».',
  }),
  group_id: lineText().max(64).optional(),
  ends_at: queryDate('La date de fin').optional(),
});
export type CreatePrayerBody = z.input<typeof createPrayerBodySchema>;

/** `POST /api/prayers/{id}/pray/`: 'Je prie', anonymously (not named to the author) or not. */
export const prayBodySchema = z.object({
  anonymous: z
    .boolean({ error: 'Indiquez si vous priez anonymement (vrai ou faux).' })
    .default(false),
});
export type PrayBody = z.input<typeof prayBodySchema>;

/** `POST /api/prayers/{id}/supports/`: a short word of support. */
export const prayerSupportBodySchema = z.object({
  text: multilineText({ error: 'Le mot de soutien est obligatoire.' })
    .trim()
    .min(1, { error: 'Le mot de soutien est obligatoire.' })
    .max(PRAYER_SUPPORT_MAX_LENGTH, {
      error: `Le mot de soutien ne peut pas dépasser ${PRAYER_SUPPORT_MAX_LENGTH} caractères.`,
    }),
});
export type PrayerSupportBody = z.input<typeof prayerSupportBodySchema>;

/** `POST /api/prayers/{id}/thanksgiving/`: the author's 'Action de grâce', which closes it. */
export const prayerThanksgivingBodySchema = z.object({
  text: multilineText({ error: "L'action de grâce est obligatoire." })
    .trim()
    .min(1, { error: "L'action de grâce est obligatoire." })
    .max(PRAYER_THANKSGIVING_MAX_LENGTH, {
      error: `L'action de grâce ne peut pas dépasser ${PRAYER_THANKSGIVING_MAX_LENGTH} caractères.`,
    }),
});
export type PrayerThanksgivingBody = z.input<typeof prayerThanksgivingBodySchema>;

/** `POST /api/prayers/{id}/renew/`: the author extends it (a week by default). */
export const prayerRenewBodySchema = z.object({
  ends_at: queryDate('La date de fin').optional(),
});
export type PrayerRenewBody = z.input<typeof prayerRenewBodySchema>;

/**
 * The daily mail of the intentions the member prays for, at the hour they choose (community
 * time): `GET/PATCH /api/prayers/digest/`.
 */
export const prayerDigestSchema = z.object({
  enabled: z.boolean(),
  /** The hour of the mail, 0 to 23, in the community's time zone. */
  hour: z.number().int(),
});
export type PrayerDigest = z.infer<typeof prayerDigestSchema>;

export const prayerDigestBodySchema = z.object({
  enabled: z.boolean({ error: 'Indiquez si vous voulez le résumé (vrai ou faux).' }),
  hour: z
    .number({ error: 'L’heure doit être un nombre entre 0 et 23.' })
    .int({ error: 'L’heure doit être un nombre entre 0 et 23.' })
    .min(0, { error: 'L’heure doit être un nombre entre 0 et 23.' })
    .max(23, { error: 'L’heure doit être un nombre entre 0 et 23.' }),
});
export type PrayerDigestBody = z.input<typeof prayerDigestBodySchema>;
