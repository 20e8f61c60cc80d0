import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../auth.api';
import { useAuthPaths } from '../auth-paths';
import { signUpFormSchema, type SignUpFormInput, type SignUpFormOutput } from '../auth.schemas';
import { applyServerError } from '@/shared/form/form-errors';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { ResendVerification } from './ResendVerification';
import { Icon } from '@/shared/ui/Icon';
import { biEnvelope } from '@/shared/ui/icons.generated';
import { SubmitButton } from './SubmitButton';
import { TextField } from '@/shared/form/TextField';
import { ConsentBox } from '@/shared/form/ConsentBox';
import { formatDay } from '@/shared/format/french-date';
import { ApiError } from '@/shared/api/api-error';
import { useCommunityProfile } from '@/shared/community/community-profile';
import '@/features/auth/auth.texts';
import '@/features/auth/signUpModes.texts';

/** Sign-up, then a screen telling the member to open the mail. */
export function SignUpForm() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  // The token of an admin's invitation link (/auth/sign-up?invitation=…), sent with the form.
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  // Said before the form is filled: the server refuses it anyway (the admin module's modes).
  const mode = useCommunityProfile()?.sign_up_mode;
  const notice =
    mode === 'closed'
      ? t('signUpModes.closed')
      : mode === 'invitation' && !invitation
        ? t('signUpModes.invitationOnly')
        : null;
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The version the form shows and sends: the server refuses it (409) once no longer current.
  const [terms, setTerms] = useState<{ version: string; published_at: string } | null>(null);
  const loadTerms = useCallback(() => {
    authApi.currentTerms().then(
      ({ version, published_at }) => setTerms({ version, published_at }),
      // Unknown: the sign-up goes without it and the server records its current version.
      () => setTerms(null),
    );
  }, []);
  useEffect(loadTerms, [loadTerms]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      titre: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirm: '',
      // Unticked: a consent is never given by default (GDPR art. 7).
      accept_terms: false as unknown as true,
      religious_data_consent: false as unknown as true,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async ({ password_confirm: _confirm, titre, ...values }: SignUpFormOutput) => {
    setAlert(null);
    try {
      await authApi.signUp({
        ...values,
        ...(titre ? { titre } : {}),
        ...(terms ? { terms_version: terms.version } : {}),
        ...(invitation ? { invitation } : {}),
      });
      setSentTo(values.email);
    } catch (error) {
      // Published while the form was open: the new version is shown, its boxes to tick again.
      if (error instanceof ApiError && error.status === 409) {
        loadTerms();
        setValue('accept_terms', false as unknown as true);
        setValue('religious_data_consent', false as unknown as true);
      }
      setAlert(
        applyServerError(error, setError, [
          'email',
          'password',
          'first_name',
          'last_name',
          'titre',
          'accept_terms',
          'religious_data_consent',
        ]),
      );
    }
  };

  if (sentTo) {
    return (
      <div className="text-center">
        <div className="auth-success-icon mb-3 text-primary">
          <Icon svg={biEnvelope} size={44} />
        </div>
        <h2 className="h4 fw-bold">{t('auth.signUp.successTitle')}</h2>
        <p>{t('auth.signUp.successText', { email: sentTo })}</p>
        <p className="text-body-secondary small">{t('auth.signUp.successHint')}</p>
        {/* The one thing left to do here: have the mail sent again. */}
        <div className="mb-3">
          <ResendVerification email={sentTo} primary />
        </div>
        <p className="small mb-0">
          {t('auth.signUp.alreadyConfirmed')}{' '}
          <Link to={paths.signIn}>{t('auth.signUp.toSignIn')}</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      {notice && <FormAlert variant="info">{notice}</FormAlert>}
      {alert && <FormAlert variant="danger">{alert}</FormAlert>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        {/* The page is this form: the cursor waits in its first field, and Tab goes on from
            there (e2e/newcomer-path.e2e.ts counts a newcomer's clicks). */}
        <TextField
          id="sign-up-titre"
          autoFocus
          label={t('auth.fields.titre')}
          placeholder={t('auth.fields.titrePlaceholder')}
          autoComplete="honorific-prefix"
          registration={register('titre')}
          error={errors.titre}
        />
        <div className="row g-2">
          <div className="col-sm-6">
            <TextField
              id="sign-up-first-name"
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              registration={register('first_name')}
              error={errors.first_name}
            />
          </div>
          <div className="col-sm-6">
            <TextField
              id="sign-up-last-name"
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              registration={register('last_name')}
              error={errors.last_name}
            />
          </div>
        </div>
        <TextField
          id="sign-up-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          id="sign-up-password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
          describedById="sign-up-password-strength"
        >
          <PasswordStrengthMeter id="sign-up-password-strength" password={password} />
        </PasswordField>
        <PasswordField
          id="sign-up-password-confirm"
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
          registration={register('password_confirm')}
          error={errors.password_confirm}
        />
        <fieldset className="consent-boxes mb-3">
          <legend className="form-label fw-semibold fs-6">{t('auth.consent.legend')}</legend>
          <ConsentBox
            id="sign-up-accept-terms"
            registration={register('accept_terms')}
            error={errors.accept_terms}
          >
            {t('auth.consent.termsBefore')}{' '}
            <Link to="/privacy-terms" target="_blank" rel="noopener">
              {t('auth.consent.termsLink')}
            </Link>
            {t('auth.consent.termsAfter')}
            {terms && (
              <span className="d-block small text-body-secondary">
                {t('auth.consent.version', { date: formatDay(terms.published_at) })}
              </span>
            )}
          </ConsentBox>
          <ConsentBox
            id="sign-up-religious-data"
            registration={register('religious_data_consent')}
            error={errors.religious_data_consent}
          >
            {t('auth.consent.religiousData')}
          </ConsentBox>
        </fieldset>
        <SubmitButton busy={isSubmitting}>{t('auth.signUp.submit')}</SubmitButton>
      </form>
      <p className="text-center text-body-secondary mt-4 mb-0">
        {t('auth.signUp.hasAccount')} <Link to={paths.signIn}>{t('auth.signUp.toSignIn')}</Link>
      </p>
    </>
  );
}
