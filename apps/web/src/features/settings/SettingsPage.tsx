import type { Settings } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useSettings } from './settings.queries';
import '@/features/settings/settings.texts';

/** One settings page: its title (h1, and the tab's), one sentence of what it holds, its cards. */
export function SettingsPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="settings-page">
      <header className="mb-3">
        <h1 className="h3 fw-bold mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** A card of settings with its heading. */
export function SettingsCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={id} className="h5 fw-bold mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The member's settings once loaded: a placeholder while they load, 'Réessayer' when they
 * could not be; each choice saves at once (the sentence says so, once per page).
 */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  const { t } = useTranslation();
  const query = useSettings();
  if (query.isPending) {
    return (
      <div className="card mb-4" role="status">
        <div className="card-body placeholder-glow">
          <span className="visually-hidden">{t('settings.loading')}</span>
          <span className="placeholder col-6 mb-3 d-block" />
          <span className="placeholder col-10 mb-2 d-block" />
          <span className="placeholder col-8 d-block" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card mb-4">
        <RetryAlert
          className="card-body"
          text={t('settings.loadError')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return (
    <>
      <p className="small text-body-secondary">{t('settings.savesAtOnce')}</p>
      {children(query.data)}
    </>
  );
}
