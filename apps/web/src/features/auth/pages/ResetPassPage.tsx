import { useTranslation } from '@/shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/shared/form/FormAlert';
import { ResetPassForm } from '../components/ResetPassForm';
import '@/features/auth/auth.texts';

/** /auth/reset-pass?token=… (the link of the reset mail). */
export function ResetPassPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <AuthHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      {token ? (
        <ResetPassForm token={token} />
      ) : (
        <>
          <FormAlert variant="danger">{t('auth.reset.missingToken')}</FormAlert>
          <Link to="/auth/forgot-pass" className="btn btn-primary w-100">
            {t('auth.reset.newLink')}
          </Link>
        </>
      )}
    </>
  );
}
