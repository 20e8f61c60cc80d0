import { useTranslation } from '@/shared/i18n/i18n';
import { AuthHeading } from '../components/AuthHeading';
import { SignUpForm } from '../components/SignUpForm';
import '@/features/auth/auth.texts';

export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
      <SignUpForm />
    </>
  );
}
