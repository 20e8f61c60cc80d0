import { useTranslation } from '@/shared/i18n/i18n';
import { applyUpdate } from '@/shared/offline/service-worker';
import '@/shared/offline/offline.texts';
import './update-banner.css';

/**
 * 'Une nouvelle version est disponible — Recharger' (docs/adr/0019-pwa-and-offline.md): the app
 * shows it on every page once a new version waits (`updateAvailable`); the button (a real button, reached with Tab) lets it in
 * and reloads. A region announced politely: it never takes the focus from what the member does.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  return (
    <aside className="update-banner" role="status" aria-label={t('offline.update.label')}>
      <p className="mb-0 d-flex align-items-center gap-2">
        <span>{t('offline.update.available')} —</span>{' '}
        <button
          type="button"
          className="btn btn-primary btn-sm fw-semibold text-nowrap"
          onClick={() => void applyUpdate()}
        >
          {t('offline.update.reload')}
        </button>
      </p>
    </aside>
  );
}
