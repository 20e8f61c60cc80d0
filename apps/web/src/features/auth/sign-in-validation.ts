import { t } from '@/shared/i18n/i18n';
import '@/features/auth/auth.texts';

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// The contracts' e-mail rule, written by hand: zod and react-hook-form would add
// about 25 KB gzip to the sign-in page, which has a 120 KB budget (README).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Validates the sign-in form with the messages of the contracts package.
 * Returns the normalised values (trimmed, lower-case e-mail) or the errors.
 */
export function validateSignIn(
  raw: SignInValues,
): { values: SignInValues; errors: null } | { values: null; errors: SignInErrors } {
  const errors: SignInErrors = {};
  const email = raw.email.trim();
  if (!email) errors.email = t('auth.validation.emailRequired');
  else if (email.length > 254 || !EMAIL_PATTERN.test(email))
    errors.email = t('auth.validation.emailInvalid');
  if (!raw.password) errors.password = t('auth.validation.passwordRequired');
  if (errors.email || errors.password) return { values: null, errors };
  return { values: { email: email.toLowerCase(), password: raw.password }, errors: null };
}
