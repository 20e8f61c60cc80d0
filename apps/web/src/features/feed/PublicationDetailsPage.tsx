import { Navigate, useParams, useSearchParams } from 'react-router';
import { PublicationFeed } from '@/features/publications/publications.ui';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { PublicationDetails } from './PublicationDetails';
import '@/features/feed/feedPages.texts';

/** /feed/publica-details/{publicaId} (spec §2): one publication with its comments. */
export function PublicationDetailsPage() {
  const publicaId = useParams().publicaId ?? '';
  if (!publicaId) return <Navigate to="/feed/home" replace />;
  // The key starts the page afresh when another publication is opened from this one.
  return <PublicationDetails key={publicaId} publicationId={publicaId} />;
}

/**
 * /feed/post-details?id= and /posts?id= (spec §2): the same page as above. Without an id,
 * the member's publications, so that the address still leads somewhere useful.
 */
export function PostDetailsPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  if (id) return <PublicationDetails key={id} publicationId={id} />;
  return <PostsList />;
}

function PostsList() {
  const { t } = useTranslation();
  useDocumentTitle(t('feedPages.posts.title'));
  return (
    <>
      <header className="mb-3">
        <h1 className="h4 fw-bold mb-1">{t('feedPages.posts.title')}</h1>
        <p className="text-body-secondary mb-0">{t('feedPages.posts.intro')}</p>
      </header>
      <PublicationFeed meId={getUserId() ?? undefined} />
    </>
  );
}
