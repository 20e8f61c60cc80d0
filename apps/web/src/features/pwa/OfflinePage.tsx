import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { formatFullDate } from '@/shared/format/message-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { readLastFeed, type LastFeed } from '@/shared/offline/last-feed';
import { getUserId } from '@/shared/session/session';
import { Brand } from '@/shared/ui/Brand';
import { Icon } from '@/shared/ui/Icon';
import { biArrowRepeat, biWifiOff } from '@/shared/ui/icons-pwa.generated';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { LastFeedList } from './LastFeedList';
import './pwa.css';
import '@/features/pwa/pwa.texts';

/** The page to go back to: a path of this site only (never `//elsewhere`). */
export function retryTarget(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/feed/home';
}

/** Whether the browser told of the network's return (`online`) since the page opened. */
function useCameBackOnline(): boolean {
  const [cameBack, setCameBack] = useState(false);
  useEffect(() => {
    const onOnline = () => setCameBack(true);
    const onOffline = () => setCameBack(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  return cameBack;
}

/**
 * /offline (spec §2): where a navigation lands when the network is cut (the service worker,
 * docs/adr/0019-pwa-and-offline.md). It says so, what still works, offers 'Réessayer' (the page
 * that was asked for, through the network again), and shows the last feed page the member saw
 * on this device. It needs nothing from the server.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pwa.offline.documentTitle'));
  const [params] = useSearchParams();
  const cameBack = useCameBackOnline();
  const member = getUserId();
  const [feed, setFeed] = useState<LastFeed | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const read = member ? readLastFeed(member) : Promise.resolve(undefined);
    void read.then((found) => live && setFeed(found ?? null));
    return () => {
      live = false;
    };
  }, [member]);

  return (
    <div className="offline-page">
      <a className="skip-link" href="#main">
        {t('common.skipLink')}
      </a>
      <header className="container d-flex align-items-center justify-content-between py-3">
        <Brand to={member ? '/feed/home' : '/landing'} />
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="container pb-5">
        <div className="mx-auto offline-column">
          <section className="card border-0 mb-3" aria-labelledby="offline-title">
            <div className="card-body p-4">
              <div className="offline-mark mb-3" aria-hidden="true">
                <Icon svg={biWifiOff} size={28} />
              </div>
              <h1 id="offline-title" className="h3 fw-bold mb-2">
                {t('pwa.offline.title')}
              </h1>
              <p className="text-body-secondary">{t('pwa.offline.intro')}</p>
              {cameBack && (
                <p className="text-success-emphasis fw-semibold" role="status">
                  {t('pwa.offline.backOnline')}
                </p>
              )}
              <a
                className="btn btn-primary d-inline-flex align-items-center gap-2"
                href={retryTarget(params.get('from'))}
              >
                <Icon svg={biArrowRepeat} />
                {t('pwa.offline.retry')}
              </a>
              <h2 className="h6 fw-bold mt-4 mb-2">{t('pwa.offline.worksTitle')}</h2>
              <ul className="mb-0 offline-works">
                <li>{t('pwa.offline.works.read')}</li>
                <li>{t('pwa.offline.works.write')}</li>
                <li>{t('pwa.offline.works.pictures')}</li>
              </ul>
            </div>
          </section>
          <section className="card border-0" aria-labelledby="offline-feed-title">
            <div className="card-body p-4">
              <h2 id="offline-feed-title" className="h5 fw-bold mb-1">
                {t('pwa.offline.lastFeedTitle')}
              </h2>
              {feed === null && (
                <p className="text-body-secondary mb-0">
                  {member ? t('pwa.offline.noFeed') : t('pwa.offline.guest')}
                </p>
              )}
              {feed && (
                <>
                  <p className="small text-body-secondary mb-3">
                    {t('pwa.offline.savedAt', { date: formatFullDate(feed.savedAt) })}
                  </p>
                  {feed.publications.length > 0 ? (
                    <LastFeedList publications={feed.publications} />
                  ) : (
                    <p className="text-body-secondary mb-0">{t('pwa.offline.noFeed')}</p>
                  )}
                </>
              )}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
