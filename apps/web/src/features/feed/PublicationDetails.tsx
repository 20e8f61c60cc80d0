import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PublicationCard } from '@/features/publications/publications.ui';
import { publicationQueryOptions } from '@/features/publications/publications.public';
import { ApiError } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { Icon } from '@/shared/ui/Icon';
import { biArrowLeft } from '@/shared/ui/icons-realtime.generated';
import { biLink45deg } from '@/shared/ui/icons-publications.generated';
import { copyPublicationLink } from './share-link';
import '@/features/feed/feedPages.texts';
import './feed-pages.css';
import { firstAndLastName } from '@/shared/people/person-name';

interface PublicationDetailsProps {
  publicationId: string;
  /** Where 'back' leads: the feed, or the video list the member came from. */
  back?: { to: string; label: string };
}

/**
 * One publication on its own page: a heading, 'back' and 'Copier le lien', then the card
 * with its comments. A publication that does not exist or that the member may not see
 * answers 404, and both read the same, so that the page never hints that it exists.
 */
export function PublicationDetails({ publicationId, back }: PublicationDetailsProps) {
  const { t } = useTranslation();
  // A comment or reply notification leads here with `?comment=`: scrolled to and highlighted.
  const [params] = useSearchParams();
  const query = useQuery({
    ...publicationQueryOptions(publicationId),
    // A 404 is an answer, not a hiccup: no retries before saying so.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
  const author = query.data?.author;
  const heading = author
    ? t('feedPages.details.heading', { name: firstAndLastName(author) })
    : null;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(
    notFound ? t('feedPages.details.notFoundTitle') : (heading ?? t('feedPages.details.pageTitle')),
  );
  const backLink = back ?? { to: '/feed/home', label: t('feedPages.details.back') };

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('feedPages.details.loading')}>
        <div className="card border-0 mb-3 details-skeleton placeholder-glow" aria-hidden="true">
          <div className="card-body">
            <span className="placeholder col-5 mb-3" />
            <span className="placeholder col-12" />
            <span className="placeholder col-9" />
            <span className="placeholder col-11" />
          </div>
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <section className="card border-0 text-center" aria-labelledby="details-state-title">
        <div className="card-body py-5 px-4">
          <h1 id="details-state-title" className="h4 fw-bold">
            {notFound ? t('feedPages.details.notFoundTitle') : t('feedPages.details.error')}
          </h1>
          {notFound && <p className="text-body-secondary">{t('feedPages.details.notFoundText')}</p>}
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
            {!notFound && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void query.refetch()}
              >
                {t('feedPages.details.retry')}
              </button>
            )}
            <Link to={backLink.to} className="btn btn-primary">
              {backLink.label}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <div className="publication-details">
      <div className="d-flex align-items-center gap-2 mb-3">
        <Link
          to={backLink.to}
          className="btn btn-icon bg-body-tertiary text-body flex-shrink-0"
          aria-label={backLink.label}
          title={backLink.label}
        >
          <Icon svg={biArrowLeft} />
        </Link>
        <h1 className="h5 fw-bold mb-0 flex-grow-1 min-w-0">{heading}</h1>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-2 flex-shrink-0"
          aria-label={t('feedPages.details.copyLinkLabel')}
          onClick={() => void copyPublicationLink(query.data.id)}
        >
          <Icon svg={biLink45deg} />
          <span>{t('feedPages.details.copyLink')}</span>
        </button>
      </div>
      <PublicationCard
        publication={query.data}
        meId={getUserId() ?? undefined}
        commentsExpanded
        highlightComment={params.get('comment') ?? undefined}
      />
    </div>
  );
}
