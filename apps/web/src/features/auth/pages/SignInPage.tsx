import { useTranslation } from '@/shared/i18n/i18n';
import { AuthHeading } from '../components/AuthHeading';
import { SignInForm } from '../components/SignInForm';
import '@/features/auth/auth.texts';

export function SignInPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <SignInForm />
    </>
  );
}
