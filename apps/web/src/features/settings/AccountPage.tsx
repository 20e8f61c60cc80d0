import { ProfileEditForm } from '@/features/profile/profile.ui';
import { useProfile } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsCard } from './SessionsCard';
import { SettingsPage } from './SettingsPage';
import '@/features/settings/settings.texts';

/** /settings/account: profile, e-mail, password and the signed-in devices. */
export function AccountPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <SettingsPage title={t('settings.account.title')} intro={t('settings.account.intro')}>
      {profile.isError && (
        <div className="card mb-4">
          <RetryAlert
            className="card-body"
            text={t('settings.loadError')}
            onRetry={() => void profile.refetch()}
          />
        </div>
      )}
      {profile.data && (
        <>
          {/* Keyed by the member, not the answer: a refetch never wipes what is being typed. */}
          <ProfileEditForm
            key={profile.data.id}
            user={profile.data}
            title={t('settings.account.profile.title')}
            idPrefix="settings"
          />
          <ChangeEmailForm current={profile.data.email} />
        </>
      )}
      <ChangePasswordForm />
      <SessionsCard />
    </SettingsPage>
  );
}
