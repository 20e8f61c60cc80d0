/** The terms module's French answers (the consent refusals are the contracts' CONSENT_TEXTS). */
export const TERMS_TEXTS = {
  accepted: 'Merci. Votre accord est enregistré.',
} as const;
