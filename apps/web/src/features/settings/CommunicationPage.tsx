import { MAIL_LANGUAGES } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { SettingSelect, SettingSwitch } from './SettingControls';
import { SettingsCard, SettingsPage, WithSettings } from './SettingsPage';
import { useUpdateSettings } from './settings.mutations';
import '@/features/settings/settings.texts';

/**
 * /settings/communication: the community's mails. No 'Envoyer un e-mail de test': the server
 * has no such call yet, and these mails are not sent yet (the page says so).
 */
export function CommunicationPage() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  return (
    <SettingsPage
      title={t('settings.communication.title')}
      intro={t('settings.communication.intro')}
    >
      <WithSettings>
        {({ communication }) => (
          <SettingsCard id="communication-mails" title={t('settings.communication.title')}>
            <p className="alert alert-info small">{t('settings.communication.soon')}</p>
            <div className="d-grid gap-3">
              <SettingSwitch
                label={t('settings.communication.groupEvents')}
                checked={communication.group_events}
                onChange={(on) => update.mutate({ communication: { group_events: on } })}
              />
              <SettingSwitch
                label={t('settings.communication.weeklySummary')}
                checked={communication.weekly_summary}
                onChange={(on) => update.mutate({ communication: { weekly_summary: on } })}
              />
              <SettingSelect
                label={t('settings.communication.language')}
                value={communication.language}
                values={MAIL_LANGUAGES}
                optionLabel={(language) => t(`settings.communication.${language}`)}
                onChange={(language) => update.mutate({ communication: { language } })}
              />
            </div>
          </SettingsCard>
        )}
      </WithSettings>
    </SettingsPage>
  );
}
