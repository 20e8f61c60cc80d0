import type { HelpArticleSummary } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { biSearch } from '@/shared/ui/icons/biSearch';
import { iconOf } from './category-icons';
import { helpIndexQueryOptions, helpSearchQueryOptions } from './help.queries';
import { SupportCard } from './SupportCard';
import './help.css';
import '@/features/help/help.texts';

export const detailsPath = (id: string) => `/help/details?id=${encodeURIComponent(id)}`;

/** /help (spec §2): search, the categories with their articles, and 'Contacter l'assistance'. */
export function HelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  const [text, setText] = useState('');
  const question = useDebouncedValue(text.trim(), 250);
  const index = useQuery(helpIndexQueryOptions());

  return (
    <div className="help-page">
      <header className="card help-hero mb-3">
        <div className="card-body p-4">
          <h1 className="h3 fw-bold mb-1">{t('help.title')}</h1>
          <p className="text-body-secondary mb-3">{t('help.intro')}</p>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="help-search" className="visually-hidden">
              {t('help.search.label')}
            </label>
            <div className="input-group input-group-lg">
              <span className="input-group-text" aria-hidden="true">
                <Icon svg={biSearch} />
              </span>
              <input
                id="help-search"
                type="search"
                className="form-control"
                placeholder={t('help.search.placeholder')}
                value={text}
                maxLength={100}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          </form>
        </div>
      </header>

      {question && <SearchResults question={question} onClear={() => setText('')} />}

      {index.data ? (
        <section aria-labelledby="help-categories" className="mb-3">
          <h2 id="help-categories" className="visually-hidden">
            {t('help.categories')}
          </h2>
          <div className="row g-3">
            {index.data.categories.map((category) => (
              <div className="col-md-6" key={category.slug}>
                <section className="card h-100" aria-labelledby={`help-cat-${category.slug}`}>
                  <div className="card-body">
                    <h3
                      id={`help-cat-${category.slug}`}
                      className="h6 fw-bold d-flex align-items-center gap-2 mb-1"
                    >
                      <span className="help-category-icon">
                        <Icon svg={iconOf(category.slug)} />
                      </span>
                      {category.name}
                    </h3>
                    <p className="small text-body-secondary mb-2">
                      {category.articles.length > 1
                        ? t('help.articlesMany', { count: category.articles.length })
                        : t('help.articlesOne', { count: category.articles.length })}
                    </p>
                    <ul className="list-unstyled mb-0 help-article-links">
                      {category.articles.map((article) => (
                        <li key={article.id}>
                          <Link to={detailsPath(article.id)}>{article.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </section>
              </div>
            ))}
          </div>
        </section>
      ) : (
        <LoadingCard
          failed={index.isError}
          loadingText={t('help.loading')}
          errorText={t('help.error')}
          onRetry={() => void index.refetch()}
        />
      )}
      <SupportCard />
    </div>
  );
}

function SearchResults({ question, onClear }: { question: string; onClear: () => void }) {
  const { t } = useTranslation();
  const results = useQuery(helpSearchQueryOptions(question));
  return (
    <section className="card mb-3" aria-labelledby="help-results" aria-live="polite">
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h2 id="help-results" className="h6 fw-bold mb-0">
            {t('help.search.results')}
          </h2>
          <button type="button" className="btn btn-sm btn-link" onClick={onClear}>
            {t('help.search.clear')}
          </button>
        </div>
        {results.data && results.data.results.length === 0 && (
          <>
            <p className="fw-semibold mb-1">{t('help.search.none', { text: question })}</p>
            <p className="text-body-secondary mb-0">{t('help.search.noneHint')}</p>
          </>
        )}
        {results.data && results.data.results.length > 0 && (
          <ul className="list-unstyled mb-0 help-results">
            {results.data.results.map((article) => (
              <ResultRow key={article.id} article={article} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ResultRow({ article }: { article: HelpArticleSummary }) {
  return (
    <li>
      <Link to={detailsPath(article.id)} className="fw-semibold">
        {article.title}
      </Link>
      <p className="small text-body-secondary mb-0">{article.summary}</p>
    </li>
  );
}
