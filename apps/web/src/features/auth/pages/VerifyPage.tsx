import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { verifyEmailOnce } from '../auth.api';
import { useTokenLink } from '../useTokenLink';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/shared/form/FormAlert';
import { ResendVerification } from '../components/ResendVerification';
import { Icon } from '@/shared/ui/Icon';
import { biCheckCircle } from '@/shared/ui/icons.generated';
import '@/features/auth/auth.texts';

/** Where a newcomer lands once the link has signed them in: their feed and its welcome list. */
export const WELCOME_PATH = '/feed/home';

/**
 * /auth/verify?token=…: confirms the address once, on arrival. A link opened soon after it was
 * sent also signs the member in (POST /api/auth/verify/ answers a session), and the newcomer
 * goes straight to their feed, where the tour and the 'Bienvenue' checklist wait; an older link
 * only confirms, and the member signs in as usual.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const state = useTokenLink(token, verifyEmailOnce, t('auth.verify.missingToken'));
  const session = state.status === 'success' ? state.answer.session : null;

  useEffect(() => {
    if (!session) return;
    saveSession(session);
    void notify(t('auth.verify.welcome'), 'success');
    void navigate(WELCOME_PATH, { replace: true });
  }, [session, navigate, t]);

  return (
    <>
      <AuthHeading title={t('auth.verify.title')} />
      {(state.status === 'pending' || session) && (
        <div className="d-flex align-items-center gap-3" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>{t(session ? 'auth.verify.signingIn' : 'auth.verify.pending')}</span>
        </div>
      )}
      {state.status === 'success' && !session && (
        <div className="text-center">
          <div className="auth-success-icon mb-3 text-success">
            <Icon svg={biCheckCircle} size={44} />
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
