import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@koinonia/contracts';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useServerSubmit } from './form-error';
import { SettingsCard } from './SettingsPage';
import { useChangePassword, type ChangePasswordBody } from './settings.mutations';
import '@/features/settings/settings.texts';

const FIELDS = ['current_password', 'new_password'] as const;

/** The current password, then the new one; every other session is signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const {
    alert,
    done,
    submit: onSubmit,
  } = useServerSubmit(change.mutateAsync, setError, FIELDS, () => reset());

  return (
    <SettingsCard id="account-password" title={t('settings.account.password.title')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {alert && <FormAlert variant="danger">{alert}</FormAlert>}
        {done && <FormAlert variant="success">{done}</FormAlert>}
        <PasswordField
          id="settings-current-password"
          label={t('settings.account.password.current')}
          autoComplete="current-password"
          registration={register('current_password')}
          error={errors.current_password}
        />
        <PasswordField
          id="settings-new-password"
          label={t('settings.account.password.new')}
          autoComplete="new-password"
          registration={register('new_password')}
          error={errors.new_password}
          describedById="settings-new-password-hint"
        >
          <div id="settings-new-password-hint" className="form-text">
            {t('settings.account.password.newHint')}
          </div>
        </PasswordField>
        <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {t('settings.account.password.submit')}
        </SpinnerButton>
      </form>
    </SettingsCard>
  );
}
