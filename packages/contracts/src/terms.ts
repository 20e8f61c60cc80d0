import { z } from 'zod';
import { lineText } from './text.ts';

/**
 * The community's privacy notice and terms of use (docs/help-and-terms.md): versioned
 * documents, readable by guests at /privacy-terms; a member accepts the current version at
 * sign-up and again after the operator publishes a new one (`npm run admin -- terms publish`).
 */

/** The refusals of consent, word for word on the server and in the forms. */
export const CONSENT_TEXTS = {
  termsRequired:
    'Pour créer un compte, vous devez accepter les conditions d’utilisation et la politique de confidentialité.',
  religiousDataRequired:
    'Pour créer un compte, vous devez consentir expressément au traitement de données qui peuvent révéler vos convictions religieuses.',
  termsRequiredAgain:
    'Pour continuer, vous devez accepter la nouvelle version des conditions d’utilisation et de la politique de confidentialité.',
  religiousDataRequiredAgain:
    'Pour continuer, vous devez consentir expressément au traitement de données qui peuvent révéler vos convictions religieuses.',
  staleVersion:
    'Les conditions ont été mises à jour pendant que vous les lisiez. Relisez la nouvelle version, puis acceptez-la.',
  /** The server's refusal of a write (403 `terms_pending`) until the new version is accepted. */
  pendingTerms:
    'Acceptez d’abord la nouvelle version des conditions d’utilisation et de la politique de confidentialité : rien n’a été enregistré.',
} as const;

/** A version's name: letters, digits, dots and dashes ('2026-12-01'). */
export const TERMS_VERSION_PATTERN = /^[\w.-]{1,40}$/;

const version = lineText().regex(TERMS_VERSION_PATTERN, { error: 'Version inconnue.' });

/**
 * A consent box as a form checks it: only a ticked box (true) is a consent. The API takes any
 * boolean (or none) and refuses all but true with the sentence as its `error`, so that the
 * answer names what is missing (the service checks; packages/contracts keeps the words).
 */
export const consentBox = (error: string) => z.literal(true, { error });

const box = z.boolean({ error: 'Cochez la case ou laissez-la vide.' }).optional();

/** The consent fields of `POST /api/auth/sign-up/` (GDPR art. 6 and art. 9(2)(a)). */
export const signUpConsentShape = {
  /** The terms of use and the privacy notice, accepted: required (true). */
  accept_terms: box,
  /** Explicit consent to processing data that reveals religious belief: required (true). */
  religious_data_consent: box,
  /** The version the member read; when given and no longer current, the sign-up is refused. */
  terms_version: version.optional(),
};

/** `GET /api/terms/`: the current version, as safe HTML. */
export const termsDocumentSchema = z.object({
  version: z.string(),
  title: z.string(),
  published_at: z.string(),
  html: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

/** `POST /api/terms/accept/`: the member accepts the version they read, both boxes ticked. */
export const acceptTermsBodySchema = z.object({
  version,
  accept_terms: box,
  religious_data_consent: box,
});
export type AcceptTermsBody = z.input<typeof acceptTermsBodySchema>;

/**
 * On the member's own profile (`pending_terms`): the version they must accept before going on,
 * or null when they accepted the current one.
 */
export const pendingTermsSchema = z.object({
  version: z.string(),
  published_at: z.string(),
  /** True when they accepted an earlier version (the page says what changed), false at first. */
  accepted_before: z.boolean(),
});
export type PendingTerms = z.infer<typeof pendingTermsSchema>;

/** One consent as the member's data export lists it. */
export const CONSENT_KINDS = ['terms', 'religious_data'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
