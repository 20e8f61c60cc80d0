import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassBodySchema, type ForgotPassBody } from '@koinonia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import type { z } from 'zod';
import { authApi } from '../auth.api';
import { useAuthPaths } from '../auth-paths';
import { applyServerError } from '@/shared/form/form-errors';
import { FormAlert } from '@/shared/form/FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextField } from '@/shared/form/TextField';
import '@/features/auth/auth.texts';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPassForm() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassBody, unknown, z.output<typeof forgotPassBodySchema>>({
    resolver: zodResolver(forgotPassBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: z.output<typeof forgotPassBodySchema>) => {
    setAlert(null);
    try {
      await authApi.forgotPass(values);
      setSent(true);
    } catch (error) {
      setAlert(applyServerError(error, setError, ['email']));
    }
  };

  return (
    <>
      {sent ? (
        <FormAlert variant="success">{t('auth.forgot.sent')}</FormAlert>
      ) : (
        <>
          {alert && <FormAlert variant="danger">{alert}</FormAlert>}
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <TextField
              id="forgot-email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              registration={register('email')}
              error={errors.email}
            />
            <SubmitButton busy={isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
          </form>
        </>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to={paths.signIn}>{t('auth.forgot.back')}</Link>
      </p>
    </>
  );
}
