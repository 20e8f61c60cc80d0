import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNELS,
  type Settings,
} from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { PushDeviceCard } from './PushDeviceCard';
import { SettingSelect, SettingSwitch } from './SettingControls';
import { SettingsCard, SettingsPage, WithSettings } from './SettingsPage';
import { useUpdateSettings } from './settings.mutations';
import '@/features/settings/settings.texts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * /settings/notification: web push on this device, categories × channels (in the app, by
 * e-mail, on the devices where push is on), the digest and quiet hours.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('settings.notification.title')} intro={t('settings.notification.intro')}>
      <WithSettings>
        {({ notifications }) => (
          <>
            <PushDeviceCard />
            <SettingsCard id="notification-matrix" title={t('settings.notification.matrix')}>
              <ChannelMatrix channels={notifications.channels} />
              <p className="small text-body-secondary mb-0 mt-2">
                {t('settings.notification.emailNote')}
              </p>
            </SettingsCard>
            <Digest notifications={notifications} />
          </>
        )}
      </WithSettings>
    </SettingsPage>
  );
}

function ChannelMatrix({ channels }: { channels: Settings['notifications']['channels'] }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  return (
    // Scrolls inside its card rather than widen the page, should a label not fit a phone.
    <div className="table-responsive settings-matrix-wrap">
      <table className="table align-middle settings-matrix mb-0">
        <thead>
          <tr>
            <th scope="col">{t('settings.notification.category')}</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th scope="col" key={channel} className="text-center">
                {t(`settings.notification.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="fw-normal">
                {NOTIFICATION_CATEGORY_LABELS[category]}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel} className="text-center">
                  <div className="form-check form-switch d-inline-block m-0">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      role="switch"
                      aria-label={t('settings.notification.toggle', {
                        category: NOTIFICATION_CATEGORY_LABELS[category],
                        channel: t(`settings.notification.${channel}`),
                      })}
                      checked={channels[category][channel]}
                      onChange={(event) =>
                        update.mutate({
                          notifications: {
                            channels: { [category]: { [channel]: event.target.checked } },
                          },
                        })
                      }
                    />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Digest({ notifications }: { notifications: Settings['notifications'] }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const id = useId();
  const quiet = notifications.quiet_hours;
  // quiet_hours is sent whole: the contract takes it as one object.
  const setTime = (field: 'from' | 'to', value: string) => {
    if (TIME.test(value))
      update.mutate({ notifications: { quiet_hours: { ...quiet, [field]: value } } });
  };
  return (
    <>
      <SettingsCard id="notification-digest" title={t('settings.notification.digest.title')}>
        <SettingSelect
          label={t('settings.notification.digest.label')}
          value={notifications.digest}
          values={DIGEST_FREQUENCIES}
          optionLabel={(frequency) => t(`settings.notification.digest.${frequency}`)}
          onChange={(digest) => update.mutate({ notifications: { digest } })}
        />
      </SettingsCard>
      <SettingsCard id="notification-quiet" title={t('settings.notification.quiet.title')}>
        <SettingSwitch
          label={t('settings.notification.quiet.enabled')}
          hint={t('settings.notification.quiet.hint')}
          checked={quiet.enabled}
          onChange={(enabled) =>
            update.mutate({ notifications: { quiet_hours: { ...quiet, enabled } } })
          }
        />
        <div className="row g-3 mt-1">
          {(['from', 'to'] as const).map((field) => (
            <div className="col-6 col-sm-4" key={field}>
              <label htmlFor={`${id}-${field}`} className="form-label fw-medium">
                {t(`settings.notification.quiet.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type="time"
                className="form-control"
                value={quiet[field]}
                disabled={!quiet.enabled}
                onChange={(event) => setTime(field, event.target.value)}
              />
            </div>
          ))}
        </div>
      </SettingsCard>
    </>
  );
}
