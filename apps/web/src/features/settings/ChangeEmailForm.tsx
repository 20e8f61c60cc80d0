import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBodySchema } from '@koinonia/contracts';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { TextField } from '@/shared/form/TextField';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useServerSubmit } from './form-error';
import { SettingsCard } from './SettingsPage';
import { useChangeEmail, type ChangeEmailBody } from './settings.mutations';
import '@/features/settings/settings.texts';

const FIELDS = ['email', 'password'] as const;

/** A new address, with the password: the link mailed to it makes the change. */
export function ChangeEmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const {
    alert,
    done: sent,
    submit: onSubmit,
  } = useServerSubmit(change.mutateAsync, setError, FIELDS, () => reset());

  return (
    <SettingsCard id="account-email" title={t('settings.account.email.title')}>
      <p className="text-body-secondary text-break">
        {t('settings.account.email.current', { email: current })}
      </p>
      {sent && (
        <div className="alert alert-success" role="status">
          <p className="fw-semibold mb-1">{t('settings.account.email.sentTitle')}</p>
          <p className="mb-1">{sent}</p>
          <p className="small mb-0">{t('settings.account.email.sentHint')}</p>
        </div>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {alert && <FormAlert variant="danger">{alert}</FormAlert>}
        <TextField
          id="settings-new-email"
          type="email"
          label={t('settings.account.email.new')}
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          id="settings-email-password"
          label={t('settings.account.email.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
          describedById="settings-email-password-hint"
        >
          <div id="settings-email-password-hint" className="form-text">
            {t('settings.account.email.passwordHint')}
          </div>
        </PasswordField>
        <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {t('settings.account.email.submit')}
        </SpinnerButton>
      </form>
    </SettingsCard>
  );
}
