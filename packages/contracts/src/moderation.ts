/**
 * Moderation (docs/adr/0021-moderation.md): members report what they see, moderators decide.
 * Codes travel in the API; the French labels are for the web.
 */
import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/** What can be reported: each is a target that its own module contributes. */
export const MODERATION_TARGET_TYPES = [
  'publication',
  'comment',
  'member',
  'message',
  'album_item',
  'article_comment',
  'event',
  'group',
  'prayer',
] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

export const MODERATION_TARGET_LABELS: Record<ModerationTargetType, string> = {
  publication: 'Publication',
  comment: 'Commentaire',
  member: 'Profil',
  message: 'Message',
  album_item: 'Photo ou vidéo d’album',
  article_comment: 'Commentaire d’article',
  event: 'Événement',
  group: 'Groupe ou page',
  prayer: 'Intention de prière',
};

/** The reasons of a report, in the order the form shows them. */
export const REPORT_REASONS = [
  'inappropriate',
  'harassment',
  'spam',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Contenu inapproprié',
  harassment: 'Harcèlement',
  spam: 'Spam ou arnaque',
  misinformation: 'Fausses informations',
  other: 'Autre',
};

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Classer sans suite',
  hide: 'Masquer',
  delete: 'Supprimer',
  warn: 'Avertir',
  suspend: 'Suspendre',
  ban: 'Bannir',
};

/** The longest suspension, in days (beyond it, a ban). */
export const MODERATION_MAX_SUSPENSION_DAYS = 365;

export const CASE_STATUSES = ['open', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const createReportBodySchema = z.object({
  target_type: z.enum(MODERATION_TARGET_TYPES, {
    error: 'Ce type de contenu ne peut pas être signalé.',
  }),
  target_id: lineText().max(64),
  reason: z.enum(REPORT_REASONS, { error: 'Choisissez un motif de signalement.' }),
  comment: multilineText()
    .max(1000, { error: 'Le commentaire ne peut pas dépasser 1000 caractères.' })
    .optional()
    .default(''),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** What the reporter gets back: never who else reported, nor the case. */
export const reportSchema = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGET_TYPES),
  target_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A message of a reported conversation's snapshot (the message and the five before it). */
export const snapshotMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
});

export const caseReportSchema = z.object({
  id: z.string(),
  reporter: memberCardSchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string(),
  created_at: z.string(),
  snapshot: z.array(snapshotMessageSchema).nullable(),
});

export const caseNoteSchema = z.object({
  id: z.string(),
  author: memberCardSchema.nullable(),
  text: z.string(),
  created_at: z.string(),
});

export const caseDecisionSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  duration_days: z.number().int().nullable(),
  moderator: memberCardSchema.nullable(),
  created_at: z.string(),
  /** For a review: the decision it reviewed. */
  reviews: z.string().nullable(),
});
export type CaseDecision = z.infer<typeof caseDecisionSchema>;

export const reviewRequestSchema = z.object({
  id: z.string(),
  decision_id: z.string(),
  text: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const moderationCaseSchema = z.object({
  id: z.string(),
  status: z.enum(CASE_STATUSES),
  target_type: z.enum(MODERATION_TARGET_TYPES),
  target_id: z.string(),
  /** The item as it was when the case opened (or last reopened). */
  excerpt: z.string(),
  context: z.record(z.string(), z.unknown()),
  author: memberCardSchema.nullable(),
  group_id: z.string().nullable(),
  /** Hidden from everyone but its author (the threshold, or a decision). */
  hidden: z.boolean(),
  taken_by: memberCardSchema.nullable(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  reports: z.array(caseReportSchema),
  notes: z.array(caseNoteSchema),
  decisions: z.array(caseDecisionSchema),
  /** The author's earlier decisions, on other cases, newest first. */
  author_history: z.array(caseDecisionSchema),
  review: reviewRequestSchema.nullable(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const caseListQuerySchema = z.object({
  status: z.enum(CASE_STATUSES, { error: 'Statut inconnu : open ou closed.' }).default('open'),
});

export const caseListSchema = z.object({ results: z.array(moderationCaseSchema) });

export const caseNoteBodySchema = z.object({
  text: multilineText()
    .trim()
    .min(1, { error: 'Écrivez la note.' })
    .max(2000, { error: 'La note ne peut pas dépasser 2000 caractères.' }),
});

export const caseDecisionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Décision inconnue.' }),
  reason: multilineText()
    .trim()
    .min(1, { error: 'Donnez le motif de la décision.' })
    .max(1000, { error: 'Le motif ne peut pas dépasser 1000 caractères.' }),
  /** Days of a suspension (required for 'suspend' only). */
  duration: z
    .number({ error: 'La durée est un nombre de jours.' })
    .int({ error: 'La durée est un nombre de jours.' })
    .min(1, { error: 'La durée est d’au moins un jour.' })
    .max(MODERATION_MAX_SUSPENSION_DAYS, { error: 'La durée est d’au plus 365 jours.' })
    .optional(),
});
export type CaseDecisionBody = z.infer<typeof caseDecisionBodySchema>;

export const reviewBodySchema = z.object({
  text: multilineText()
    .trim()
    .max(1000, { error: 'Le message ne peut pas dépasser 1000 caractères.' })
    .optional()
    .default(''),
});

/** A moderator's answer to a review request: keep the decision, or undo it. */
export const reviewDecisionBodySchema = z.object({
  outcome: z.enum(['upheld', 'reversed'], { error: 'Choisissez : maintenir ou annuler.' }),
  reason: multilineText()
    .trim()
    .min(1, { error: 'Donnez le motif de la décision.' })
    .max(1000, { error: 'Le motif ne peut pas dépasser 1000 caractères.' }),
});

export const AUDIT_ACTIONS = ['take', 'note', 'decision', 'review_decision'] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  action: z.string(),
  case_id: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditPageSchema = z.object({ results: z.array(auditEntrySchema) });

/** Pushed on `/ws/notifications/` to moderators, never stored: a case opened or changed. */
export const moderationCaseEventSchema = z.object({
  type: z.literal('moderation_case'),
  case_id: z.string(),
  status: z.enum(CASE_STATUSES),
});
export type ModerationCaseEvent = z.infer<typeof moderationCaseEventSchema>;
