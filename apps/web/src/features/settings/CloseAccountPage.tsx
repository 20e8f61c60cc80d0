import { useTranslation } from '@/shared/i18n/i18n';
import { CloseAccountForm } from './CloseAccountForm';
import { ExportDataCard } from './ExportDataCard';
import { SettingsPage } from './SettingsPage';
import '@/features/settings/settings.texts';

/** /settings/close-account: the member's data export, then closing the account. */
export function CloseAccountPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('settings.close.title')} intro={t('settings.close.intro')}>
      <ExportDataCard />
      <CloseAccountForm />
    </SettingsPage>
  );
}
