import { z } from 'zod';
import { signUpConsentShape } from './terms.ts';
import { lineText } from './text.ts';
import { userProfileSchema } from './users.ts';

/** Password bounds: NIST SP 800-63B asks for 8 at least and 64 at least accepted. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 80;

const email = lineText({ error: "L'adresse e-mail est obligatoire." })
  .trim()
  .min(1, { error: "L'adresse e-mail est obligatoire." })
  .max(254, { error: "L'adresse e-mail est trop longue." })
  .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }))
  .transform((value) => value.toLowerCase());

const password = lineText({ error: 'Le mot de passe est obligatoire.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  });

const personName = (label: string) =>
  lineText({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .max(NAME_MAX_LENGTH, {
      error: `${label} ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`,
    });

const token = lineText({ error: 'Le jeton est obligatoire.' })
  .min(1, { error: 'Le jeton est obligatoire.' })
  .max(2048, { error: "Le jeton n'est pas valide." });

export const signUpBodySchema = z.object({
  email,
  password,
  first_name: personName('Le prénom'),
  last_name: personName('Le nom'),
  titre: lineText()
    .trim()
    .max(NAME_MAX_LENGTH, { error: `Le titre ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.` })
    .optional(),
  // The two separate consents, both required (packages/contracts/src/terms.ts).
  ...signUpConsentShape,
  /** The token of an invitation link, required while sign-up is by invitation. */
  invitation: lineText().max(200).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const verifyBodySchema = z.object({ token });
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const signInBodySchema = z.object({
  email,
  password: lineText({ error: 'Le mot de passe est obligatoire.' })
    .min(1, { error: 'Le mot de passe est obligatoire.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Adresse e-mail ou mot de passe incorrect.' }),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const refreshBodySchema = z.object({ refresh: token });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const forgotPassBodySchema = z.object({ email });
export type ForgotPassBody = z.input<typeof forgotPassBodySchema>;

export const resetPassBodySchema = z.object({ token, password });
export type ResetPassBody = z.infer<typeof resetPassBodySchema>;

export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.input<typeof resendVerificationBodySchema>;

export const signOutBodySchema = z.object({ refresh: token });
export type SignOutBody = z.infer<typeof signOutBodySchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signInResponseSchema = tokenPairSchema.extend({ user: userProfileSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/**
 * POST /api/auth/verify/: the address is confirmed, and a link opened soon after it was sent
 * signs the member in (`session`); an older one, or a closed or suspended account, only
 * confirms (`session: null`), and the member signs in as usual.
 */
export const verifyResponseSchema = detailResponseSchema.extend({
  session: signInResponseSchema.nullable(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** Claims of the access token (spec §3: "an access token carrying a user_id claim"). */
export const accessClaimsSchema = z.object({ user_id: z.string(), exp: z.number() });
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
