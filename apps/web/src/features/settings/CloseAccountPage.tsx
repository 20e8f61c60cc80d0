import { useTranslation } from '@/shared/i18n/i18n';
import { SettingsCard, SettingsPage } from './SettingsPage';
import '@/features/settings/settings.texts';

/**
 * /settings/close-account: the server has no export or closing call yet (issue 13), so both
 * actions are shown, explained and disabled with '(bientôt)', never faked.
 */
export function CloseAccountPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('settings.close.title')} intro={t('settings.close.intro')}>
      <p className="alert alert-info">{t('settings.close.soon')}</p>
      <SettingsCard id="close-export" title={t('settings.close.export.title')}>
        <p>{t('settings.close.export.text')}</p>
        <button type="button" className="btn btn-outline-primary" disabled>
          {t('settings.close.export.button')}
        </button>
      </SettingsCard>
      <SettingsCard id="close-account" title={t('settings.close.account.title')}>
        <p>{t('settings.close.account.text')}</p>
        <button type="button" className="btn btn-outline-danger" disabled>
          {t('settings.close.account.button')}
        </button>
      </SettingsCard>
    </SettingsPage>
  );
}
