import { MESSAGE_RULES } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { SettingSelect, SettingSwitch } from './SettingControls';
import { SettingsCard, SettingsPage, WithSettings } from './SettingsPage';
import { useUpdateSettings } from './settings.mutations';
import '@/features/settings/settings.texts';

/** /settings/messaging: read receipts, sound and alert of a new message, who can write. */
export function MessagingSettingsPage() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  return (
    <SettingsPage title={t('settings.messaging.title')} intro={t('settings.messaging.intro')}>
      <WithSettings>
        {({ messaging }) => (
          <SettingsCard id="messaging-settings" title={t('settings.messaging.cardTitle')}>
            <div className="d-grid gap-3">
              <SettingSwitch
                label={t('settings.messaging.readReceipts')}
                hint={t('settings.messaging.readReceiptsHint')}
                checked={messaging.read_receipts}
                onChange={(on) => update.mutate({ messaging: { read_receipts: on } })}
              />
              <SettingSwitch
                label={t('settings.messaging.sounds')}
                checked={messaging.sounds}
                onChange={(sounds) => update.mutate({ messaging: { sounds } })}
              />
              <SettingSwitch
                label={t('settings.messaging.toasts')}
                checked={messaging.toasts}
                onChange={(toasts) => update.mutate({ messaging: { toasts } })}
              />
              <SettingSelect
                label={t('settings.messaging.whoCanMessage')}
                hint={t('settings.messaging.whoCanMessageHint')}
                value={messaging.who_can_message}
                values={MESSAGE_RULES}
                optionLabel={(rule) => t(`settings.messaging.${rule}`)}
                onChange={(rule) => update.mutate({ messaging: { who_can_message: rule } })}
              />
            </div>
          </SettingsCard>
        )}
      </WithSettings>
    </SettingsPage>
  );
}
