import type { SignInBody, SignInResponse } from '@koinonia/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { safeRedirectPath } from '@/shared/session/redirect-to';
import { focusMainHeading } from '@/shared/dom/focus-when-shown';
import { saveSession } from '@/shared/session/session';
import { authApi } from '../auth.api';
import { useAuthPaths } from '../auth-paths';
import { validateSignIn, type SignInErrors } from '../sign-in-validation';
import { FormAlert } from '@/shared/form/FormAlert';
import { PasswordField } from '@/shared/form/PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from '@/shared/form/TextField';
import '@/features/auth/auth.texts';

// Only after a sign-in refused for an unverified address: not on the page's first screen.
const ResendVerification = lazy(() =>
  import('./ResendVerification').then((m) => ({ default: m.ResendVerification })),
);

/**
 * Sign-in. On success the session is saved and the member goes back to the
 * page first asked for (redirectTo, sanitised) or to /feed/home. An unverified
 * address (403 email_not_verified) offers to resend the confirmation mail; a closed account
 * within its grace period (403 account_closed) offers 'Réactiver mon compte'.
 * Plain form state here, not react-hook-form: this page has a 120 KB budget.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = useAuthPaths();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [closed, setClosed] = useState<SignInBody | null>(null);
  // A sentence the page that sent the member here left (an account just closed).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const enter = async (session: SignInResponse) => {
    saveSession(session);
    const signInHeading = document.querySelector('main h1');
    await navigate(safeRedirectPath(params.get('redirectTo')), { replace: true });
    // The focus goes to the heading of the page reached, not left on the body (UI.md).
    void focusMainHeading(signInHeading);
  };

  const reactivate = async () => {
    if (!closed) return;
    setBusy(true);
    setAlert(null);
    try {
      await enter(await authApi.reactivate(closed));
    } catch (error) {
      setBusy(false);
      setClosed(null);
      setAlert(errorMessage(error));
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = validateSignIn({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setAlert(null);
    setUnverifiedEmail(null);
    setClosed(null);
    if (result.errors) {
      setFieldErrors(result.errors);
      const first = result.errors.email ? 'sign-in-email' : 'sign-in-password';
      document.getElementById(first)?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await enter(await authApi.signIn(result.values));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) {
        if (error.code === 'email_not_verified') setUnverifiedEmail(result.values.email);
        if (error.code === 'account_closed') setClosed(result.values);
        const { email, password } = error.details;
        setFieldErrors({ ...(email && { email }), ...(password && { password }) });
      }
      setAlert(errorMessage(error));
    }
  };

  return (
    <>
      {typeof notice === 'string' && !alert && <FormAlert variant="info">{notice}</FormAlert>}
      {alert && <FormAlert variant={closed ? 'info' : 'danger'}>{alert}</FormAlert>}
      {closed && (
        <div className="mb-3">
          <button
            type="button"
            className="btn btn-primary w-100"
            disabled={busy}
            onClick={() => void reactivate()}
          >
            {t('auth.signIn.reactivate')}
          </button>
        </div>
      )}
      {unverifiedEmail && (
        <div className="mb-3">
          <Suspense fallback={null}>
            <ResendVerification email={unverifiedEmail} />
          </Suspense>
        </div>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          id="sign-in-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={{ name: 'email' }}
          error={fieldErrors.email ? { message: fieldErrors.email } : undefined}
        />
        <PasswordField
          id="sign-in-password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          registration={{ name: 'password' }}
          error={fieldErrors.password ? { message: fieldErrors.password } : undefined}
        />
        <div className="d-flex justify-content-end mb-3">
          <Link to={paths.forgotPass} className="small">
            {t('auth.signIn.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t('auth.signIn.submit')}</SubmitButton>
      </form>
      <p className="text-center text-body-secondary mt-4 mb-0">
        {t('auth.signIn.noAccount')} <Link to={paths.signUp}>{t('auth.signIn.toSignUp')}</Link>
      </p>
    </>
  );
}
