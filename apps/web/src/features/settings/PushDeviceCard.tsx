import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import {
  disablePush,
  enablePush,
  needsHomeScreen,
  type PushDeviceState,
  readPushState,
} from './push-device';
import { SettingsCard } from './SettingsPage';
import '@/features/settings/settings.texts';

/**
 * 'Recevoir les notifications sur cet appareil' (docs/adr/0020-web-push.md): the browser's
 * permission is asked from this switch only, never at load. Each state says what it means and,
 * once refused, how to undo it in the browser; an iPhone outside the home screen is pointed at
 * /download.
 */
export function PushDeviceCard() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<PushDeviceState | 'reading'>('reading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .catch((): PushDeviceState => 'off')
      .then((read) => live && setState(read))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? enablePush() : disablePush()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <SettingsCard id="notification-device" title={t('settings.notification.device.title')}>
      <div className="form-check form-switch settings-switch">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={!usable || busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={id} className="form-check-label">
          {t('settings.notification.device.switch')}
        </label>
        <div id={`${id}-hint`} className="form-text mt-0" aria-live="polite">
          {state !== 'reading' && t(`settings.notification.device.${state}`)}
        </div>
      </div>
      {failed && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {t('settings.notification.device.failed')}
        </p>
      )}
      {needsHomeScreen() && (
        <p className="small mb-0 mt-2">
          {t('settings.notification.device.iphone')}{' '}
          <Link to="/download">{t('settings.notification.device.download')}</Link>
        </p>
      )}
    </SettingsCard>
  );
}
