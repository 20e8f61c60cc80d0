import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { biArrowLeft } from '@/shared/ui/icons/biArrowLeft';
import { ArticleFeedback } from './ArticleFeedback';
import { iconOf } from './category-icons';
import { detailsPath } from './HelpPage';
import { helpArticleQueryOptions } from './help.queries';
import { SupportCard } from './SupportCard';
import './help.css';
import '@/shared/ui/prose.css';
import '@/features/help/help.texts';

/** /help/details?id= (spec §2): one article, its category, the feedback and related articles. */
export function HelpDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useQuery({ ...helpArticleQueryOptions(id), enabled: id !== '' });
  useDocumentTitle(article.data?.title ?? t('help.title'));
  const missing = id === '' || (article.error instanceof ApiError && article.error.status === 404);

  return (
    <div className="help-page">
      <nav aria-label={t('help.details.breadcrumb')} className="mb-2">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/help">{t('help.details.home')}</Link>
          </li>
          {article.data && (
            <li className="breadcrumb-item active" aria-current="page">
              {article.data.category.name}
            </li>
          )}
        </ol>
      </nav>
      {missing ? (
        <div className="card mb-3">
          <div className="card-body p-4">
            <h1 className="h4 fw-bold">{t('help.details.notFound')}</h1>
            <p className="text-body-secondary">{t('help.details.notFoundHint')}</p>
            <Link to="/help" className="btn btn-primary">
              <Icon svg={biArrowLeft} className="me-2" />
              {t('help.details.back')}
            </Link>
          </div>
        </div>
      ) : article.data ? (
        <div className="row g-3">
          <article className="col-lg-8">
            <div className="card">
              <div className="card-body p-4">
                <p className="small text-body-secondary d-flex align-items-center gap-2 mb-2">
                  <span className="help-category-icon">
                    <Icon svg={iconOf(article.data.category.slug)} size={16} />
                  </span>
                  {article.data.category.name}
                </p>
                <h1 className="h3 fw-bold mb-3">{article.data.title}</h1>
                <div
                  className="prose"
                  // The server rendered the Markdown and sanitised it (packages/contracts/src/help.ts).
                  dangerouslySetInnerHTML={{ __html: article.data.html }}
                />
                <ArticleFeedback id={article.data.id} feedback={article.data.feedback} />
              </div>
            </div>
          </article>
          <aside className="col-lg-4" aria-labelledby="help-related">
            <div className="card mb-3">
              <div className="card-body">
                <h2 id="help-related" className="h6 fw-bold">
                  {t('help.details.related')}
                </h2>
                <ul className="list-unstyled mb-0 help-article-links">
                  {article.data.related.map((related) => (
                    <li key={related.id}>
                      <Link to={detailsPath(related.id)}>{related.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </aside>
        </div>
      ) : (
        <LoadingCard
          failed={article.isError}
          loadingText={t('help.details.loading')}
          errorText={t('help.details.error')}
          onRetry={() => void article.refetch()}
        />
      )}
      <div className="mt-3">
        <SupportCard />
      </div>
    </div>
  );
}
