import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/**
 * Groups and community pages (ADR 0007). A page is a group of kind PAGE: always public, open
 * to followers, and only its admins publish as the page. Names of values are the API's; the
 * French labels live in the web app.
 */
export const GROUP_KINDS = ['GROUP', 'PAGE'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** PUBLIC: listed, read by every member; PRIVATE: listed, read by members; SECRET: hidden. */
export const GROUP_VISIBILITIES = ['PUBLIC', 'PRIVATE', 'SECRET'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

/** OPEN: join at once; REQUEST: a moderator accepts; INVITE: invitation only. */
export const GROUP_JOIN_RULES = ['OPEN', 'REQUEST', 'INVITE'] as const;
export type GroupJoinRule = (typeof GROUP_JOIN_RULES)[number];

/** Highest first: each role may do what the ones after it may. */
export const GROUP_ROLES = ['OWNER', 'ADMIN', 'MODERATOR', 'MEMBER'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** The viewer's standing in a group. */
export const GROUP_MEMBER_STATUSES = ['NONE', 'MEMBER', 'REQUESTED', 'INVITED', 'BANNED'] as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

export const PAGE_CATEGORIES = [
  'paroisse',
  'mouvement',
  'association',
  'oeuvre',
  'communaute',
  'autre',
] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];

/** Limits of a group's texts. */
export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MAX_LENGTH = 2000;
export const GROUP_REQUEST_MESSAGE_MAX_LENGTH = 500;
/**
 * Below this many members a new member hears of each new publication by default
 * ('Notifier les nouvelles publications', on by default for groups of under 50 members).
 */
export const GROUP_NOTIFY_DEFAULT_BELOW = 50;
/** How many friends who are members a group carries (the rest is `friends_count`). */
export const GROUP_FRIENDS_SHOWN = 3;

/** The page fields (null on a group). */
export const pageDetailsSchema = z.object({
  category: z.enum(PAGE_CATEGORIES).nullable(),
  address: z.string(),
  website: z.string(),
  contact_email: z.string(),
  /** Free text: Mass times, opening hours ('Horaires'). */
  schedule: z.string(),
});
export type PageDetails = z.infer<typeof pageDetailsSchema>;

export const groupSchema = z.object({
  id: z.string(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(GROUP_VISIBILITIES),
  join_rule: z.enum(GROUP_JOIN_RULES),
  /** The cover picture. */
  image: z.string().nullable(),
  logo: z.string().nullable(),
  member_count: z.number().int(),
  /** The viewer's role when a member, else null. */
  my_role: z.enum(GROUP_ROLES).nullable(),
  my_status: z.enum(GROUP_MEMBER_STATUSES),
  /** Whether the viewer hears of each new publication (null when not a member). */
  notify_posts: z.boolean().nullable(),
  /** Up to GROUP_FRIENDS_SHOWN of the viewer's friends who are members. */
  friends: z.array(memberCardSchema),
  friends_count: z.number().int(),
  /** Pending requests, for moderators (0 for the others). */
  requests_count: z.number().int(),
  /** An archived group is read-only and hidden from discovery. */
  archived: z.boolean(),
  page: pageDetailsSchema.nullable(),
  created_at: z.string(),
  /**
   * Hidden by moderation (docs/adr/0021-moderation.md): only its members and those invited see
   * it, and this.
   */
  moderation_hidden: z.boolean().optional(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupPageSchema = z.object({
  results: z.array(groupSchema),
  next: z.string().nullable(),
});
export type GroupPage = z.infer<typeof groupPageSchema>;

/** The short form a publication carries when it was published in a group or as a page. */
export const publicationGroupSchema = z.object({
  id: z.string(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  logo: z.string().nullable(),
});
export type PublicationGroup = z.infer<typeof publicationGroupSchema>;

export const GROUP_LIST_QUERIES = ['mine', 'discover', 'invitations'] as const;
export type GroupListQuery = (typeof GROUP_LIST_QUERIES)[number];

/** `GET /api/groups/?query=mine|discover|invitations&search=&kind=GROUP|PAGE&cursor=&limit=`. */
export const groupListQuerySchema = z.object({
  query: z
    .enum(GROUP_LIST_QUERIES, {
      error: 'La liste doit être « mine », « discover » ou « invitations ».',
    })
    .default('mine'),
  search: lineText().trim().max(100, { error: 'La recherche est trop longue.' }).optional(),
  kind: z.enum(GROUP_KINDS, { error: 'Le genre doit être « GROUP » ou « PAGE ».' }).optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GroupListQueryParams = z.input<typeof groupListQuerySchema>;

/** `GET /api/groups/invitations/count/`: the 'Invitations' tab's count. */
export const groupCountSchema = z.object({ count: z.number().int() });

const name = lineText({ error: 'Le nom du groupe est obligatoire.' })
  .trim()
  .min(2, { error: 'Le nom doit contenir au moins 2 caractères.' })
  .max(GROUP_NAME_MAX_LENGTH, {
    error: `Le nom ne peut pas dépasser ${GROUP_NAME_MAX_LENGTH} caractères.`,
  });
const description = multilineText({ error: 'La description doit être un texte.' })
  .trim()
  .max(GROUP_DESCRIPTION_MAX_LENGTH, {
    error: `La description ne peut pas dépasser ${GROUP_DESCRIPTION_MAX_LENGTH} caractères.`,
  });
const picture = lineText({ error: "L'image doit être une adresse." }).max(2048).nullable();
const visibility = z.enum(GROUP_VISIBILITIES, {
  error: 'La visibilité doit être « PUBLIC », « PRIVATE » ou « SECRET ».',
});
const joinRule = z.enum(GROUP_JOIN_RULES, {
  error: "La règle d'adhésion doit être « OPEN », « REQUEST » ou « INVITE ».",
});
const shortText = (label: string, max: number) =>
  lineText({ error: `${label} doit être un texte.` })
    .trim()
    .max(max, { error: `${label} ne peut pas dépasser ${max} caractères.` });
const website = shortText('Le site', 300).refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), {
  error: 'Le site doit commencer par http:// ou https://.',
});
const contactEmail = shortText("L'e-mail de contact", 254).refine(
  (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  { error: "L'e-mail de contact n'est pas valide." },
);
const category = z.enum(PAGE_CATEGORIES, { error: 'Catégorie de page inconnue.' });

const pageFields = {
  category: category.nullable().optional(),
  address: shortText("L'adresse", 300).optional(),
  website: website.optional(),
  contact_email: contactEmail.optional(),
  schedule: multilineText({ error: 'Les horaires doivent être un texte.' })
    .trim()
    .max(2000, { error: 'Les horaires ne peuvent pas dépasser 2000 caractères.' })
    .optional(),
};

/** `POST /api/groups/`: a page is always PUBLIC and OPEN (what is sent for those is ignored). */
export const createGroupBodySchema = z.object({
  name,
  description: description.default(''),
  kind: z
    .enum(GROUP_KINDS, { error: 'Le genre doit être « GROUP » ou « PAGE ».' })
    .default('GROUP'),
  visibility: visibility.default('PUBLIC'),
  join_rule: joinRule.default('OPEN'),
  image: picture.optional(),
  logo: picture.optional(),
  ...pageFields,
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

/** `PATCH /api/groups/{id}/`: only the fields given change (owners and admins). */
export const updateGroupBodySchema = z.object({
  name: name.optional(),
  description: description.optional(),
  visibility: visibility.optional(),
  join_rule: joinRule.optional(),
  image: picture.optional(),
  logo: picture.optional(),
  ...pageFields,
});
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/** `POST /api/groups/{id}/join/`: a request may say why. */
export const joinGroupBodySchema = z.object({
  message: multilineText({ error: 'Le message doit être un texte.' })
    .trim()
    .max(GROUP_REQUEST_MESSAGE_MAX_LENGTH, {
      error: `Le message ne peut pas dépasser ${GROUP_REQUEST_MESSAGE_MAX_LENGTH} caractères.`,
    })
    .optional(),
});
export type JoinGroupBody = z.input<typeof joinGroupBodySchema>;

/** `PATCH /api/groups/{id}/membership/`: the member's own choices. */
export const membershipBodySchema = z.object({
  notify_posts: z.boolean({ error: 'Le choix doit être vrai ou faux.' }),
});
export type MembershipBody = z.input<typeof membershipBodySchema>;

export const GROUP_MEMBER_ACTIONS = [
  'accept',
  'reject',
  'invite',
  'remove',
  'ban',
  'set_role',
] as const;
export type GroupMemberAction = (typeof GROUP_MEMBER_ACTIONS)[number];

/** `POST /api/groups/{id}/members/{user_id}/`. */
export const memberActionBodySchema = z.object({
  action: z.enum(GROUP_MEMBER_ACTIONS, { error: 'Action inconnue.' }),
  role: z.enum(GROUP_ROLES, { error: 'Rôle inconnu.' }).optional(),
});
export type MemberActionBody = z.input<typeof memberActionBodySchema>;

/** `GET /api/groups/{id}/members/?role=&status=&search=&cursor=`. */
export const groupMembersQuerySchema = z.object({
  role: z.enum(GROUP_ROLES, { error: 'Rôle inconnu.' }).optional(),
  status: z
    .enum(['MEMBER', 'REQUESTED', 'INVITED', 'BANNED'], { error: 'Statut inconnu.' })
    .default('MEMBER'),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type GroupMembersQuery = z.input<typeof groupMembersQuerySchema>;

/**
 * A member of a group, a request (with its message) or an invitation; after a refusal or a
 * removal, the member action answers the member with status NONE.
 */
export const groupMemberSchema = z.object({
  user: memberCardSchema,
  role: z.enum(GROUP_ROLES),
  status: z.enum(GROUP_MEMBER_STATUSES),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupMemberPageSchema = z.object({
  results: z.array(groupMemberSchema),
  next: z.string().nullable(),
});
export type GroupMemberPage = z.infer<typeof groupMemberPageSchema>;
