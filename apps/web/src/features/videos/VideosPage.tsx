import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PublicationDetails } from '@/features/feed/feed.ui';
import type { VideosBase } from '@/features/publications/publications.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { VideoGrid } from './VideoGrid';
import '@/features/videos/videoPages.texts';

/** Which of the two lists of spec §2 the page is under. */
function useVideosBase(): VideosBase {
  return useLocation().pathname.startsWith('/feed/post-videos')
    ? '/feed/post-videos'
    : '/feed/videos';
}

/** /feed/videos and /feed/post-videos: the video publications the member may see. */
export function VideosPage() {
  const { t } = useTranslation();
  const base = useVideosBase();
  useDocumentTitle(t('videoPages.title'));
  return (
    <>
      <header className="mb-3">
        <h1 className="h4 fw-bold mb-1">{t('videoPages.title')}</h1>
        <p className="text-body-secondary mb-0">{t('videoPages.intro')}</p>
      </header>
      <VideoGrid base={base} />
    </>
  );
}

/** /feed/videos/details?id= (and under /feed/post-videos): the player, with the comments. */
export function VideoDetailsPage() {
  const { t } = useTranslation();
  const base = useVideosBase();
  const id = useSearchParams()[0].get('id');
  if (!id) return <Navigate to={base} replace />;
  return (
    <PublicationDetails
      key={id}
      publicationId={id}
      back={{ to: base, label: t('videoPages.back') }}
    />
  );
}
