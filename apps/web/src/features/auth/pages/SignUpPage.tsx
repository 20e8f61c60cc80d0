import { useTranslation } from '@/shared/i18n/i18n';
import { AuthHeading } from '../components/AuthHeading';
import { SignUpForm } from '../components/SignUpForm';

export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
      <SignUpForm />
    </>
  );
}
