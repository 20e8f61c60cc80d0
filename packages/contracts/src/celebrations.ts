import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/**
 * Celebrations (/feed/celebration): friends' birthdays, name days ('Bonne fête !') and join
 * anniversaries ('Membre depuis 3 ans'), in three sections, and the wishes sent from there. The
 * spec's sample Birthday item is `id, userId, title, placeholder, isEvent`: `id`, `user_id`,
 * `title` and `placeholder` keep its meaning; `isEvent` has no use here (docs/spec-deviations.md).
 */
export const CELEBRATION_OCCASIONS = ['birthday', 'name_day', 'membership'] as const;
export type CelebrationOccasion = (typeof CELEBRATION_OCCASIONS)[number];

/** The days each section covers, counted from today (0) in the community's time zone. */
export const CELEBRATION_SECTIONS = {
  today: { from: 0, to: 0 },
  week: { from: 1, to: 6 },
  month: { from: 7, to: 30 },
} as const;
export type CelebrationSection = keyof typeof CELEBRATION_SECTIONS;

/** The longest wish a member may write. */
export const WISH_MAX_LENGTH = 500;

/** The wishes offered in the dialog, by occasion (the member may edit them). */
export const WISH_SUGGESTIONS: Record<CelebrationOccasion, readonly string[]> = {
  birthday: [
    'Joyeux anniversaire !',
    'Très joyeux anniversaire, que cette nouvelle année vous comble de joie !',
    'Bon anniversaire ! Que le Seigneur vous garde et vous bénisse.',
  ],
  name_day: [
    'Bonne fête !',
    'Bonne fête ! Que votre saint patron veille sur vous.',
    'Belle et sainte fête à vous !',
  ],
  membership: [
    'Joyeux anniversaire d’inscription !',
    'Merci pour toutes ces années parmi nous !',
    'Heureux de faire route avec vous depuis tout ce temps !',
  ],
};

/** One member's occasion on one day. */
export const celebrationSchema = z.object({
  /** `occasion:user_id:date`: stable for a member's occasion of one year. */
  id: z.string(),
  user_id: z.string(),
  user: memberCardSchema,
  occasion: z.enum(CELEBRATION_OCCASIONS),
  /** The day it falls on (`YYYY-MM-DD`, this year or next). */
  date: z.string(),
  /** 0 is today. */
  in_days: z.number().int(),
  /** 'Anniversaire — 34 ans', 'Anniversaire' (year hidden), 'Bonne fête !', 'Membre depuis 3 ans'. */
  title: z.string(),
  /** The age they turn, only when they show their birth year (birthdays). */
  age: z.number().int().nullable(),
  /** The years since they joined (join anniversaries). */
  years: z.number().int().nullable(),
  /** A friend: the wish is a chat message; anyone else receives a notification. */
  is_friend: z.boolean(),
  /** The suggested wish, the dialog's first text. */
  placeholder: z.string(),
  /** Already wished this year (for this occasion). */
  wished: z.boolean(),
  /** A wish may be sent now: the day has come and none was sent yet. */
  can_wish: z.boolean(),
});
export type Celebration = z.infer<typeof celebrationSchema>;

/** `GET /api/celebrations/`: today's, this week's and this month's occasions, soonest first. */
export const celebrationsSchema = z.object({
  /** Today in the community's time zone (`YYYY-MM-DD`). */
  today: z.string(),
  sections: z.object({
    today: z.array(celebrationSchema),
    week: z.array(celebrationSchema),
    month: z.array(celebrationSchema),
  }),
});
export type Celebrations = z.infer<typeof celebrationsSchema>;

/** `POST /api/celebrations/wishes/`. */
export const wishBodySchema = z.object({
  recipient_id: lineText({ error: 'Le destinataire est obligatoire.' }).max(64, {
    error: 'Membre introuvable.',
  }),
  occasion: z.enum(CELEBRATION_OCCASIONS, {
    error: 'L’occasion doit être « birthday », « name_day » ou « membership ».',
  }),
  /** The wish, sent as a chat message to a friend; not used for others (a notification). */
  text: multilineText()
    .trim()
    .max(WISH_MAX_LENGTH, {
      error: `Votre vœu ne peut pas dépasser ${WISH_MAX_LENGTH} caractères.`,
    })
    .optional(),
});
export type WishBody = z.input<typeof wishBodySchema>;

/** How a wish travels: a chat message (a friend) or a notification (anyone else). */
export const WISH_CHANNELS = ['message', 'notification'] as const;

export const wishSchema = z.object({
  id: z.string(),
  recipient_id: z.string(),
  occasion: z.enum(CELEBRATION_OCCASIONS),
  channel: z.enum(WISH_CHANNELS),
  /** The year of the occasion: one wish per sender, recipient, occasion and year. */
  year: z.number().int(),
});
export type Wish = z.infer<typeof wishSchema>;
