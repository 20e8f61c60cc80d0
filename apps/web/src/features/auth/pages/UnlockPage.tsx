import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { unlockAccountOnce } from '../auth.api';
import { useTokenLink } from '../useTokenLink';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/shared/form/FormAlert';
import '@/features/auth/auth.texts';

/** /auth/unlock?token=…: the mailed 'Débloquer mon compte' link lifts the sign-in delay. */
export function UnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const state = useTokenLink(token, unlockAccountOnce, t('auth.unlock.missingToken'));

  return (
    <>
      <AuthHeading title={t('auth.unlock.title')} />
      {state.status === 'pending' && (
        <div className="d-flex align-items-center gap-3" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>{t('auth.unlock.pending')}</span>
        </div>
      )}
      {state.status === 'success' && (
        <div className="text-center">
          <h2 className="h4 fw-bold">{t('auth.unlock.successTitle')}</h2>
          <p>{t('auth.unlock.successText')}</p>
          <Link to="/auth/sign-in" className="btn btn-primary w-100">
            {t('auth.unlock.toSignIn')}
          </Link>
        </div>
      )}
      {state.status === 'error' && (
        <>
          <h2 className="h5 fw-bold">{t('auth.unlock.errorTitle')}</h2>
          <FormAlert variant="danger">{state.message}</FormAlert>
          <p className="text-center mt-4 mb-0">
            <Link to="/auth/sign-in">{t('auth.unlock.toSignIn')}</Link>
          </p>
        </>
      )}
    </>
  );
}
