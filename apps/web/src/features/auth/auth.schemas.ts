import {
  CONSENT_TEXTS,
  consentBox,
  resetPassBodySchema,
  signUpBodySchema,
} from '@koinonia/contracts';
import { t as translate } from '@/shared/i18n/i18n';
import { z } from 'zod';
import '@/features/auth/auth.texts';

const passwordConfirm = z.string();
const mismatch = () => translate('auth.validation.passwordMismatch');

/**
 * The sign-up form: the contract's body plus the password confirmation; both consent boxes must
 * be ticked (the server refuses the sign-up otherwise, with the same sentences).
 */
export const signUpFormSchema = signUpBodySchema
  .extend({
    password_confirm: passwordConfirm,
    accept_terms: consentBox(CONSENT_TEXTS.termsRequired),
    religious_data_consent: consentBox(CONSENT_TEXTS.religiousDataRequired),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    error: mismatch,
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;

/** The reset form: the new password twice (the token comes from the link). */
export const resetPassFormSchema = resetPassBodySchema
  .pick({ password: true })
  .extend({ password_confirm: passwordConfirm })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    error: mismatch,
  });
export type ResetPassFormInput = z.input<typeof resetPassFormSchema>;
