import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biAndroid2, biApple, biBell, biLaptop } from '@/shared/ui/icons-pwa.generated';
import { InstallButton } from './InstallButton';
import './pwa.css';
import '@/features/pwa/pwa.texts';
import { buildLabel } from './build-label';

const PLATFORMS = [
  { key: 'android', icon: biAndroid2 },
  { key: 'ios', icon: biApple },
  { key: 'computer', icon: biLaptop },
] as const;

/**
 * /download (spec §2): how to install Koinonia on Android, on an iPhone or iPad and on a
 * computer, with 'Installer l'application' when the browser offers it (`beforeinstallprompt`).
 * On iOS, notifications come only to the app added to the home screen (16.4+): said plainly.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pwa.download.documentTitle'));
  return (
    <div className="download-page">
      <section className="card border-0 mb-3" aria-labelledby="download-title">
        <div className="card-body p-4 d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
          <img src="/icons/icon-192.png" alt="" width="72" height="72" className="rounded-4" />
          <div className="flex-grow-1">
            <h1 id="download-title" className="h3 fw-bold mb-2">
              {t('pwa.download.title')}
            </h1>
            <p className="text-body-secondary mb-3">{t('pwa.download.intro')}</p>
            <InstallButton />
            {/* Written into this page's own chunk (not read from the entry): support can tell
                which version a member runs, and each build's page is a file of its own. */}
            <p className="small text-body-secondary mt-3 mb-0">
              {t('pwa.download.version', { version: buildLabel(__KOINONIA_BUILD__) })}
            </p>
          </div>
        </div>
      </section>
      <div className="row g-3">
        {PLATFORMS.map(({ key, icon }) => (
          <div key={key} className="col-12">
            <section className="card border-0 h-100" aria-labelledby={`download-${key}`}>
              <div className="card-body p-4">
                <h2 id={`download-${key}`} className="h5 fw-bold d-flex align-items-center gap-2">
                  <Icon svg={icon} size={22} />
                  {t(`pwa.download.${key}.title`)}
                </h2>
                <ol className="download-steps mb-0">
                  <li>{t(`pwa.download.${key}.step1`)}</li>
                  <li>{t(`pwa.download.${key}.step2`)}</li>
                  <li>{t(`pwa.download.${key}.step3`)}</li>
                </ol>
                {key === 'ios' && (
                  <p className="download-note mt-3 mb-0 d-flex gap-2">
                    <Icon svg={biBell} className="flex-shrink-0 mt-1" />
                    <span>{t('pwa.download.ios.notifications')}</span>
                  </p>
                )}
              </div>
            </section>
          </div>
        ))}
      </div>
    </div>
  );
}
