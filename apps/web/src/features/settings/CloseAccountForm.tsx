import { zodResolver } from '@hookform/resolvers/zod';
import { closeAccountBodySchema, type CloseAccountBody } from '@koinonia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { groupPath } from '@/features/groups/groups.public';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { useTranslation } from '@/shared/i18n/i18n';
import { SIGN_IN_PATH } from '@/shared/constants';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useServerSubmit } from './form-error';
import { SettingsCard } from './SettingsPage';
import { useCloseAccount } from './settings.mutations';
import { useClosingCheck } from './settings.queries';
import '@/features/settings/settings.texts';

const FIELDS = ['password', 'reason'] as const;

/**
 * 'Fermer mon compte': what happens now and in 30 days, the password, an optional
 * reason, and a box to tick. Once closed, the member is signed out and told until when they
 * can come back. A group or page they alone own with others in it is named first, with the way
 * to hand it over, before any password is asked (the server refuses the closing all the same).
 */
export function CloseAccountForm() {
  const { t } = useTranslation();
  const check = useClosingCheck();
  const owned = check.data?.sole_owner_of ?? [];

  return (
    <SettingsCard id="close-account" title={t('settings.close.account.title')}>
      <ul className="close-account-steps mb-3">
        <li>{t('settings.close.account.now')}</li>
        <li>{t('settings.close.account.later')}</li>
        <li>{t('settings.close.account.back')}</li>
      </ul>
      <p className="text-body-secondary">{t('settings.close.account.text')}</p>
      {owned.length > 0 ? (
        <div className="alert alert-warning mb-0" role="alert">
          <p className="fw-semibold mb-2">{t('settings.close.account.handOver')}</p>
          <ul className="mb-0">
            {owned.map((group) => (
              <li key={group.id}>
                « {group.name} » —{' '}
                <Link to={groupPath(group.id, 'members')}>
                  {t('settings.close.account.handOverLink')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ClosingForm />
      )}
    </SettingsCard>
  );
}

function ClosingForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [understood, setUnderstood] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CloseAccountBody>({
    resolver: zodResolver(closeAccountBodySchema),
    defaultValues: { password: '', reason: '' },
  });

  const { alert, submit: onSubmit } = useServerSubmit(
    (values: CloseAccountBody) =>
      close.mutateAsync({
        password: values.password,
        ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
      }),
    setError,
    FIELDS,
    // The sign-in page says until when the account can come back (SignInForm's `notice`).
    (answer) => navigate(SIGN_IN_PATH, { replace: true, state: { notice: answer.detail } }),
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {alert && <FormAlert variant="danger">{alert}</FormAlert>}
      <PasswordField
        id="close-account-password"
        label={t('settings.close.account.password')}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <div className="mb-3">
        <label htmlFor="close-account-reason" className="form-label fw-medium">
          {t('settings.close.account.reason')}
        </label>
        <textarea
          id="close-account-reason"
          className={`form-control${errors.reason ? ' is-invalid' : ''}`}
          rows={3}
          aria-describedby="close-account-reason-hint"
          {...register('reason')}
        />
        {errors.reason && <div className="invalid-feedback">{errors.reason.message}</div>}
        <div id="close-account-reason-hint" className="form-text">
          {t('settings.close.account.reasonHint')}
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id="close-account-confirm"
          type="checkbox"
          className="form-check-input"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <label htmlFor="close-account-confirm" className="form-check-label">
          {t('settings.close.account.confirm')}
        </label>
      </div>
      <SpinnerButton
        type="submit"
        className="btn btn-danger"
        busy={isSubmitting}
        disabled={isSubmitting || !understood}
      >
        {t('settings.close.account.button')}
      </SpinnerButton>
    </form>
  );
}
