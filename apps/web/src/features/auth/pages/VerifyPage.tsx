import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { verifyEmailOnce } from '../auth.api';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '../components/FormAlert';
import { ResendVerification } from '../components/ResendVerification';
import '@/features/auth/auth.texts';

type VerifyState =
  { status: 'pending' } | { status: 'success' } | { status: 'error'; message: string };

/** /auth/verify?token=…: confirms the address once, on arrival. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<VerifyState>(
    token ? { status: 'pending' } : { status: 'error', message: t('auth.verify.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    // verifyEmailOnce shares one request per token: StrictMode's second effect
    // run gets the same answer instead of spending the token twice.
    verifyEmailOnce(token).then(
      () => active && setState({ status: 'success' }),
      (error: unknown) => active && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <>
      <AuthHeading title={t('auth.verify.title')} />
      {state.status === 'pending' && (
        <div className="d-flex align-items-center gap-3" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>{t('auth.verify.pending')}</span>
        </div>
      )}
      {state.status === 'success' && (
        <div className="text-center">
          <div className="auth-success-icon mb-3" aria-hidden="true">
            ✅
          </div>
          <h2 className="h4 fw-bold">{t('auth.verify.successTitle')}</h2>
          <p>{t('auth.verify.successText')}</p>
          <Link to="/auth/sign-in" className="btn btn-primary w-100">
            {t('auth.verify.toSignIn')}
          </Link>
        </div>
      )}
      {state.status === 'error' && (
        <>
          <h2 className="h5 fw-bold">{t('auth.verify.errorTitle')}</h2>
          <FormAlert variant="danger">{state.message}</FormAlert>
          <p className="mb-2">{t('auth.verify.resendIntro')}</p>
          <ResendVerification />
          <p className="text-center mt-4 mb-0">
            <Link to="/auth/sign-in">{t('auth.verify.toSignIn')}</Link>
          </p>
        </>
      )}
    </>
  );
}
