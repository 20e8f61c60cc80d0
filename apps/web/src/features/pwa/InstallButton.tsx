import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { installOffered, promptInstall, runsInstalled } from '@/shared/offline/install-prompt';
import { Icon } from '@/shared/ui/Icon';
import { biCheckCircle, biDownload } from '@/shared/ui/icons-pwa.generated';
import '@/features/pwa/pwa.texts';

/**
 * 'Installer l'application' when the browser offered the install (its dialog opens on the tap,
 * never by itself); otherwise what to do: the app is installed already, or the steps below.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(installOffered.subscribe, installOffered.get, () => false);
  const [accepted, setAccepted] = useState(false);

  if (accepted || runsInstalled()) {
    return (
      <p className="mb-0 d-flex align-items-center gap-2 fw-semibold" role="status">
        <Icon svg={biCheckCircle} />
        {accepted ? t('pwa.download.accepted') : t('pwa.download.installed')}
      </p>
    );
  }
  if (!offered)
    return <p className="small text-body-secondary mb-0">{t('pwa.download.noPrompt')}</p>;
  return (
    <button
      type="button"
      className="btn btn-primary d-inline-flex align-items-center gap-2"
      onClick={() => void promptInstall().then(setAccepted)}
    >
      <Icon svg={biDownload} />
      {t('pwa.download.install')}
    </button>
  );
}
