import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notification-types.ts';
import { lineText } from './text.ts';

/**
 * A member's settings: one typed object behind `GET/PATCH /api/users/settings/`,
 * every choice enforced by the server on every path it governs. Names of values are the API's;
 * the French labels live in the web app.
 */

/** Who sees a profile detail: every member signed in, friends only, or nobody. */
export const DETAIL_AUDIENCES = ['members', 'friends', 'nobody'] as const;
export type DetailAudience = (typeof DETAIL_AUDIENCES)[number];

/** The profile details a member may hide. */
export const PROFILE_DETAILS = ['bio', 'birthday', 'birth_year', 'email', 'town'] as const;
export type ProfileDetail = (typeof PROFILE_DETAILS)[number];

/** Who may send me a friend invitation. */
export const INVITATION_RULES = ['everyone', 'friends_of_friends', 'nobody'] as const;
export type InvitationRule = (typeof INVITATION_RULES)[number];

/** Who may start a conversation with me (the spec allows friends only; 'nobody' narrows it). */
export const MESSAGE_RULES = ['friends', 'nobody'] as const;
export type MessageRule = (typeof MESSAGE_RULES)[number];

/** How often what was not seen in the app is mailed. */
export const DIGEST_FREQUENCIES = ['immediate', 'daily', 'weekly', 'never'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * Where a notification reaches the member: in the app, by e-mail, and as a push on the devices
 * where they switched push on (docs/adr/0020-web-push.md).
 */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Languages of the community's mails (the list is ready for more). */
export const MAIL_LANGUAGES = ['fr'] as const;

const time = lineText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'L’heure doit être au format HH:MM.',
});

const channelsSchema = z.object({ app: z.boolean(), email: z.boolean(), push: z.boolean() });

export const settingsSchema = z.object({
  privacy: z.object({
    /** Who sees each profile detail. */
    details: z.object({
      bio: z.enum(DETAIL_AUDIENCES),
      birthday: z.enum(DETAIL_AUDIENCES),
      birth_year: z.enum(DETAIL_AUDIENCES),
      email: z.enum(DETAIL_AUDIENCES),
      town: z.enum(DETAIL_AUDIENCES),
    }),
    invitations: z.enum(INVITATION_RULES),
    /** Whether I appear in member search and in 'people you may know'. */
    searchable: z.boolean(),
    /** Whether my friends see my friends list. */
    friends_list_visible: z.boolean(),
    /** Whether others see when I am online. */
    show_online: z.boolean(),
  }),
  notifications: z.object({
    /** Per category, in the app and by e-mail. */
    channels: z.object(
      Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, channelsSchema])) as Record<
        NotificationCategory,
        typeof channelsSchema
      >,
    ),
    digest: z.enum(DIGEST_FREQUENCIES),
    quiet_hours: z.object({ enabled: z.boolean(), from: time, to: time }),
  }),
  communication: z.object({
    /** Mails announcing the events of my groups. */
    group_events: z.boolean(),
    /** The weekly summary of the community's activity. */
    weekly_summary: z.boolean(),
    /** The weekly parish sheet ('Feuille paroissiale', /api/blogs/sheet/) by mail. */
    weekly_sheet: z.boolean(),
    language: z.enum(MAIL_LANGUAGES),
  }),
  messaging: z.object({
    /** Off: I neither send nor see read receipts. */
    read_receipts: z.boolean(),
    sounds: z.boolean(),
    /** The chat toast on a new message. */
    toasts: z.boolean(),
    who_can_message: z.enum(MESSAGE_RULES),
  }),
  /** What the member has been shown once (docs/help-and-terms.md, 'The tour'). */
  onboarding: z.object({
    /** The feed's guided tour, finished or skipped: never shown again, on any device. */
    feed_tour_seen: z.boolean(),
    /** The feed's 'Bienvenue' checklist, hidden ('Masquer'): never shown again, on any device. */
    checklist_dismissed: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** What a new member starts with: open to members, notified in the app, mails on. */
export const DEFAULT_SETTINGS: Settings = {
  privacy: {
    details: {
      bio: 'members',
      birthday: 'friends',
      birth_year: 'nobody',
      email: 'nobody',
      town: 'friends',
    },
    invitations: 'everyone',
    searchable: true,
    friends_list_visible: true,
    show_online: true,
  },
  notifications: {
    channels: Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((c) => [
        c,
        {
          app: true,
          email: c === 'messages' || c === 'friends' || c === 'events',
          // Only devices the member switched on receive it; reactions stay in the app.
          push: c !== 'reactions',
        },
      ]),
    ) as Settings['notifications']['channels'],
    digest: 'daily',
    quiet_hours: { enabled: false, from: '22:00', to: '07:00' },
  },
  communication: { group_events: true, weekly_summary: false, weekly_sheet: false, language: 'fr' },
  messaging: { read_receipts: true, sounds: true, toasts: true, who_can_message: 'friends' },
  onboarding: { feed_tour_seen: false, checklist_dismissed: false },
};

/** Makes every field of a settings section optional, one level down. */
const partialSection = <T extends z.ZodRawShape>(section: z.ZodObject<T>) =>
  section.partial().strict();

/** `PATCH /api/users/settings/`: only the sections and fields given change. */
export const updateSettingsBodySchema = z
  .object({
    privacy: settingsSchema.shape.privacy
      .extend({ details: settingsSchema.shape.privacy.shape.details.partial().strict() })
      .partial()
      .strict(),
    notifications: settingsSchema.shape.notifications
      .extend({
        channels: z
          .object(
            Object.fromEntries(
              NOTIFICATION_CATEGORIES.map((c) => [c, channelsSchema.partial().strict()]),
            ) as Record<
              NotificationCategory,
              z.ZodObject<{
                app: z.ZodOptional<z.ZodBoolean>;
                email: z.ZodOptional<z.ZodBoolean>;
                push: z.ZodOptional<z.ZodBoolean>;
              }>
            >,
          )
          .partial()
          .strict(),
      })
      .partial()
      .strict(),
    communication: partialSection(settingsSchema.shape.communication),
    messaging: partialSection(settingsSchema.shape.messaging),
    onboarding: partialSection(settingsSchema.shape.onboarding),
  })
  .partial()
  .strict();
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

/** `POST /api/users/change-password/`: the other sessions are signed out. */
export const changePasswordBodySchema = z.object({
  current_password: lineText({ error: 'Le mot de passe actuel est obligatoire.' }).min(1, {
    error: 'Le mot de passe actuel est obligatoire.',
  }),
  // The rules of sign-up's password.
  new_password: lineText({ error: 'Le nouveau mot de passe est obligatoire.' })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
    }),
});

/** `POST /api/users/change-email/`: a link to the new address confirms it. */
export const changeEmailBodySchema = z.object({
  email: lineText({ error: "L'adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .email({ error: "L'adresse e-mail n'est pas valide." }),
  password: lineText({ error: 'Le mot de passe est obligatoire.' }).min(1, {
    error: 'Le mot de passe est obligatoire.',
  }),
});

/** `POST /api/users/confirm-email/`: the token of the link sent to the new address. */
export const confirmEmailBodySchema = z.object({
  token: lineText({ error: 'Le lien est invalide.' }).max(200),
});

/** One signed-in device (`GET /api/auth/sessions/`). */
export const sessionSchema = z.object({
  id: z.string(),
  /** 'Firefox sur Android', from the user agent when signing in. */
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ results: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
