import { MAIL_LANGUAGES } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { SettingSelect, SettingSwitch } from './SettingControls';
import { SettingsCard, SettingsPage, WithSettings } from './SettingsPage';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useSendTestMail, useUpdateSettings } from './settings.mutations';
import '@/features/settings/settings.texts';

/**
 * /settings/communication: the community's mails (sent by the server's community module), each
 * with what it contains and when it comes, and 'Envoyer un e-mail de test' to check that mails
 * reach the member.
 */
export function CommunicationPage() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const testMail = useSendTestMail();
  return (
    <SettingsPage
      title={t('settings.communication.title')}
      intro={t('settings.communication.intro')}
    >
      <WithSettings>
        {({ communication }) => (
          <SettingsCard id="communication-mails" title={t('settings.communication.title')}>
            <div className="d-grid gap-3">
              <SettingSwitch
                label={t('settings.communication.groupEvents')}
                hint={t('settings.communication.groupEventsHint')}
                checked={communication.group_events}
                onChange={(on) => update.mutate({ communication: { group_events: on } })}
              />
              <SettingSwitch
                label={t('settings.communication.weeklySummary')}
                hint={t('settings.communication.weeklySummaryHint')}
                checked={communication.weekly_summary}
                onChange={(on) => update.mutate({ communication: { weekly_summary: on } })}
              />
              <SettingSwitch
                label={t('settings.communication.weeklySheet')}
                hint={t('settings.communication.weeklySheetHint')}
                checked={communication.weekly_sheet}
                onChange={(on) => update.mutate({ communication: { weekly_sheet: on } })}
              />
              <SettingSelect
                label={t('settings.communication.language')}
                hint={t('settings.communication.languageHint')}
                value={communication.language}
                values={MAIL_LANGUAGES}
                optionLabel={(language) => t(`settings.communication.${language}`)}
                onChange={(language) => update.mutate({ communication: { language } })}
              />
            </div>
            <p className="text-body-secondary small mt-3 mb-0">
              {t('settings.communication.unsubscribe')}
            </p>
          </SettingsCard>
        )}
      </WithSettings>
      <SettingsCard id="communication-test" title={t('settings.communication.testTitle')}>
        <p className="text-body-secondary">{t('settings.communication.testText')}</p>
        <SpinnerButton
          className="btn btn-outline-primary"
          busy={testMail.isPending}
          disabled={testMail.isPending}
          onClick={() => testMail.mutate()}
        >
          {t('settings.communication.test')}
        </SpinnerButton>
      </SettingsCard>
    </SettingsPage>
  );
}
