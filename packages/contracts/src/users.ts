import { z } from 'zod';
import { pendingTermsSchema } from './terms.ts';
import { memberCardSchema, presenceStatusSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/** The member as `GET /api/users/profil/` presents them (spec §3, User / profile). */
export const userProfileSchema = memberCardSchema.extend({
  email: z.string(),
  bio: z.string(),
  birthday: z.string().nullable(),
  /** Town and postcode (the events' 'Près de chez moi'). Always sent. */
  town: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  cover_picture: z.string().nullable(),
  status: presenceStatusSchema,
  date_joined: z.string(),
  counts: z.object({
    publications: z.number().int(),
    friends: z.number().int(),
    invitations: z.number().int(),
  }),
  /**
   * The terms the member must accept before going on (a new version was published), or null.
   * Optional for older clients; the server always sends it (docs/help-and-terms.md).
   */
  pending_terms: pendingTermsSchema.nullable().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const BIO_MAX_LENGTH = 500;
export const TOWN_MAX_LENGTH = 100;
export const SEARCH_MAX_LENGTH = 100;

/**
 * A member as lists and other members see them: never the e-mail, never the birthday; the bio
 * is '' when its owner hides it from the viewer (settings, privacy.details.bio).
 */
export const memberSummarySchema = memberCardSchema.extend({
  bio: z.string(),
  cover_picture: z.string().nullable(),
  status: presenceStatusSchema,
  /** Friends in common with the viewer (sample data's mutualCount). */
  mutual_count: z.number().int(),
  /**
   * Suggestions only ('Vous connaissez peut-être'): why this member is proposed — friends in
   * common, a group both belong to (its name), an event both go to (its title), or one of the
   * community's most active members.
   */
  reason: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('mutual'), count: z.number().int() }),
      z.object({ kind: z.literal('group'), name: z.string() }),
      z.object({ kind: z.literal('event'), name: z.string() }),
      z.object({ kind: z.literal('active') }),
    ])
    .optional(),
});
export type SuggestionReason = NonNullable<z.infer<typeof memberSummarySchema>['reason']>;
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * `GET /api/users/{userId}/`: another member's profile. Each detail shows as its owner's privacy
 * settings allow the viewer (members, friends or nobody); a hidden one is null (the bio '').
 * The new fields are optional for older clients; the server always sends them.
 */
export const memberProfileSchema = memberSummarySchema.extend({
  /** The full date (`YYYY-MM-DD`) when both the birthday and its year show; otherwise null. */
  birthday: z.string().nullable(),
  /** `MM-DD` when the birthday shows, with or without its year. */
  birthday_month_day: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  town: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  date_joined: z.string(),
  /**
   * `friends`: their friends the viewer may know of: all of them, or only those in common when
   * the member hides their friends list (privacy.friends_list_visible).
   */
  counts: z.object({ friends: z.number().int() }),
  /** false when the member hides their friends list from the viewer. */
  friends_list_visible: z.boolean().optional(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** `{results, next}`: a page of a list that can grow (ARCHITECTURE.md, The API). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), next: z.string().nullable() });
export type Page<T> = { results: T[]; next: string | null };

export const memberPageSchema = pageSchema(memberSummarySchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

/**
 * `GET /api/users/?query=friend|invitation|demande|suggestion` or `?search=<text>`, with
 * `cursor` and `limit`. `suggestion` (people you may know) and `blocked` (the members I
 * blocked, for /settings/privacy) are ours; the rest is the spec's.
 */
export const USER_LIST_QUERIES = [
  'friend',
  'invitation',
  'demande',
  'suggestion',
  'blocked',
] as const;
export const userListQuerySchema = z.object({
  query: z.enum(USER_LIST_QUERIES, { error: 'Liste inconnue.' }).optional(),
  search: lineText()
    .trim()
    .min(1, { error: 'Saisissez au moins un caractère.' })
    .max(SEARCH_MAX_LENGTH, {
      error: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`,
    })
    .optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

const birthday = lineText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date de naissance doit être au format AAAA-MM-JJ.' })
  .nullable();

/** `PATCH /api/users/profil/`: a member edits only their own profile. */
export const profileUpdateSchema = z.object({
  titre: lineText()
    .trim()
    .max(80, { error: 'Le titre ne peut pas dépasser 80 caractères.' })
    .optional(),
  first_name: lineText()
    .trim()
    .min(1, { error: 'Le prénom est obligatoire.' })
    .max(80, { error: 'Le prénom ne peut pas dépasser 80 caractères.' })
    .optional(),
  last_name: lineText()
    .trim()
    .min(1, { error: 'Le nom est obligatoire.' })
    .max(80, { error: 'Le nom ne peut pas dépasser 80 caractères.' })
    .optional(),
  bio: multilineText()
    .trim()
    .max(BIO_MAX_LENGTH, { error: `La bio ne peut pas dépasser ${BIO_MAX_LENGTH} caractères.` })
    .optional(),
  birthday: birthday.optional(),
  /** Used by the events' 'Près de chez moi'; null or '' clears it. */
  town: lineText()
    .trim()
    .max(TOWN_MAX_LENGTH, { error: `La ville ne peut pas dépasser ${TOWN_MAX_LENGTH} caractères.` })
    .nullable()
    .optional(),
  postcode: lineText()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]{1,9}$|^$/, { error: "Le code postal n'est pas valide." })
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const PICTURE_CATEGORIES = ['profil', 'cover'] as const;
export type PictureCategory = (typeof PICTURE_CATEGORIES)[number];

/** `POST /api/users/upload_picture/` (spec §7). */
export const uploadPictureBodySchema = z.object({
  categorie: z.enum(PICTURE_CATEGORIES, {
    error: 'La catégorie doit être « profil » ou « cover ».',
  }),
  file_url: lineText().min(1, { error: "L'adresse du fichier est obligatoire." }).max(2048),
});
export type UploadPictureBody = z.infer<typeof uploadPictureBodySchema>;

export const userFileSchema = z.object({ url: z.string(), created_at: z.string() });
/** `GET /api/users/user_files/`: the member's past pictures, newest first. */
export const userFilesSchema = z.object({
  profil: z.array(userFileSchema),
  cover: z.array(userFileSchema),
});
export type UserFiles = z.infer<typeof userFilesSchema>;

/** How far ahead `GET /api/users/birthdays/` looks, and how many it lists at most. */
export const BIRTHDAYS_WINDOW_DAYS = 30;
export const BIRTHDAYS_MAX = 10;

/** A friend whose birthday comes within the window: the date it falls on, and in how many days. */
export const upcomingBirthdaySchema = memberSummarySchema.extend({
  /** The coming birthday's date (`YYYY-MM-DD`, this year or next), in the server's time zone. */
  next_birthday: z.string(),
  /** 0 is today. */
  in_days: z.number().int(),
  /** The age they turn, or null when they hide their birth year (always sent). */
  age: z.number().int().nullable().optional(),
});
export type UpcomingBirthday = z.infer<typeof upcomingBirthdaySchema>;

/** `GET /api/users/birthdays/`: friends' birthdays in the next BIRTHDAYS_WINDOW_DAYS days, soonest first. */
export const upcomingBirthdaysSchema = z.object({ results: z.array(upcomingBirthdaySchema) });
export type UpcomingBirthdays = z.infer<typeof upcomingBirthdaysSchema>;

/**
 * The steps of a newcomer's 'Bienvenue' checklist on the feed, in the order shown, with how many
 * of each make it done (docs/onboarding.md).
 */
export const ONBOARDING_GOALS = {
  photo: 1,
  bio: 1,
  groups: 2,
  invitations: 3,
  publication: 1,
} as const;
export type OnboardingStep = keyof typeof ONBOARDING_GOALS;
export const ONBOARDING_STEPS = Object.keys(ONBOARDING_GOALS) as OnboardingStep[];

/** `GET /api/users/onboarding/`: the checklist's figures, in one call. */
export const onboardingProgressSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(ONBOARDING_STEPS as [OnboardingStep, ...OnboardingStep[]]),
      count: z.number().int(),
      goal: z.number().int(),
      done: z.boolean(),
    }),
  ),
  done: z.number().int(),
  total: z.number().int(),
  /** Hidden by the member ('Masquer'), kept in their settings (`onboarding.checklist_dismissed`). */
  dismissed: z.boolean(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;
