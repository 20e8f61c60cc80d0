import { useTranslation } from '@/shared/i18n/i18n';
import { AuthHeading } from '../components/AuthHeading';
import { ForgotPassForm } from '../components/ForgotPassForm';
import '@/features/auth/auth.texts';

export function ForgotPassPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <ForgotPassForm />
    </>
  );
}
