import { useTranslation } from '@/shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { verifyEmailOnce } from '../auth.api';
import { useTokenLink } from '../useTokenLink';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/shared/form/FormAlert';
import { ResendVerification } from '../components/ResendVerification';
import '@/features/auth/auth.texts';

/** /auth/verify?token=…: confirms the address once, on arrival. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const state = useTokenLink(token, verifyEmailOnce, t('auth.verify.missingToken'));

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
