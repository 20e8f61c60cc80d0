import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import { authApi } from '../auth.api';
import { resetPassFormSchema, type ResetPassFormInput } from '../auth.schemas';
import { applyServerError } from '@/shared/form/form-errors';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { SubmitButton } from './SubmitButton';
import '@/features/auth/auth.texts';

/** Sets a new password with the token of the mail link. */
export function ResetPassForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPassFormInput>({
    resolver: zodResolver(resetPassFormSchema),
    defaultValues: { password: '', password_confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async ({ password: newPassword }: ResetPassFormInput) => {
    setAlert(null);
    try {
      await authApi.resetPass({ token, password: newPassword });
      setDone(true);
    } catch (error) {
      setAlert(applyServerError(error, setError, ['password']));
    }
  };

  if (done) {
    return (
      <div className="text-center">
        <h2 className="h4 fw-bold">{t('auth.reset.successTitle')}</h2>
        <p>{t('auth.reset.successText')}</p>
        <Link to="/auth/sign-in" className="btn btn-primary w-100">
          {t('auth.reset.toSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {alert && (
        <FormAlert variant="danger">
          {alert}{' '}
          <Link to="/auth/forgot-pass" className="alert-link">
            {t('auth.reset.newLink')}
          </Link>
        </FormAlert>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <PasswordField
          id="reset-password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
          describedById="reset-password-strength"
        >
          <PasswordStrengthMeter id="reset-password-strength" password={password} />
        </PasswordField>
        <PasswordField
          id="reset-password-confirm"
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
          registration={register('password_confirm')}
          error={errors.password_confirm}
        />
        <SubmitButton busy={isSubmitting}>{t('auth.reset.submit')}</SubmitButton>
      </form>
    </>
  );
}
