import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { useAccessToken } from '@/shared/session/useSession';
import { confirmEmailOnce } from '../auth.api';
import { useTokenLink } from '../useTokenLink';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/shared/form/FormAlert';
import '@/features/auth/auth.texts';

/**
 * /auth/confirm-email?token=…: the link mailed to a new address. Open to guests
 * and members alike: it may be opened on another device, and the token alone proves it.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const signedIn = Boolean(useAccessToken());
  const state = useTokenLink(token, confirmEmailOnce, t('auth.confirmEmail.missingToken'));
  const next = signedIn
    ? { to: '/settings/account', label: t('auth.confirmEmail.toSettings') }
    : { to: '/auth/sign-in', label: t('auth.confirmEmail.toSignIn') };

  return (
    <>
      <AuthHeading title={t('auth.confirmEmail.title')} />
      {state.status === 'pending' && (
        <div className="d-flex align-items-center gap-3" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>{t('auth.confirmEmail.pending')}</span>
        </div>
      )}
      {state.status === 'success' && (
        <div className="text-center">
          <h2 className="h4 fw-bold">{t('auth.confirmEmail.successTitle')}</h2>
          <p>{t('auth.confirmEmail.successText')}</p>
          <Link to={next.to} className="btn btn-primary w-100">
            {next.label}
          </Link>
        </div>
      )}
      {state.status === 'error' && (
        <>
          <h2 className="h5 fw-bold">{t('auth.confirmEmail.errorTitle')}</h2>
          <FormAlert variant="danger">{state.message}</FormAlert>
          <p className="text-center mt-4 mb-0">
            <Link to={next.to}>{next.label}</Link>
          </p>
        </>
      )}
    </>
  );
}
