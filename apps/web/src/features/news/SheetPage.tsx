import type { ArticleSummary, ParishSheet, SheetEvent } from '@koinonia/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { queryClient } from '@/shared/api/query-client';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Brand } from '@/shared/ui/Brand';
import { Icon } from '@/shared/ui/Icon';
import {
  biChevronLeft,
  biChevronRight,
  biGeoAlt,
  biPencilSquare,
  biPrinter,
} from '@/shared/ui/icons-news.generated';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { sheetEventWhen, weekLabel } from './news-dates';
import { articlePath, BLOGS_PATH, sheetPath } from './news-paths';
import { sheetQueryOptions } from './news.queries';
import { SheetEditor } from './SheetEditor';
import '@/features/news/news.texts';
import './news.css';
import './sheet.css';

function SheetArticle({ article, pinned }: { article: ArticleSummary; pinned: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`sheet-article${pinned ? ' is-pinned' : ''}`}>
      {pinned && <p className="sheet-kicker">{t('news.sheet.pinned')}</p>}
      <h3 className="sheet-article-title">
        <Link to={articlePath(article.id)}>{article.title}</Link>
      </h3>
      <p className="sheet-article-meta">
        {article.category_label} · {article.date}
      </p>
      <p className="sheet-article-summary">{article.summary}</p>
    </article>
  );
}

function SheetEventRow({ event }: { event: SheetEvent }) {
  const { t } = useTranslation();
  const when = sheetEventWhen(event.starts_at);
  return (
    <li className="sheet-event">
      <p className="sheet-event-when">
        <span className="text-capitalize-first">{when.day}</span> · {when.time}
      </p>
      <p className="sheet-event-title">{event.title}</p>
      <p className="sheet-event-place">
        <Icon svg={biGeoAlt} size={12} />
        {event.is_online ? t('news.sheet.online') : event.location}
      </p>
    </li>
  );
}

/** The printable sheet itself: what a parishioner takes home. */
function Sheet({ sheet }: { sheet: ParishSheet }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const pinned = sheet.articles.find((article) => article.id === sheet.pinned_article_id);
  const others = sheet.articles.filter((article) => article !== pinned);
  return (
    <>
      {sheet.can_edit && !editing && (
        <div className="text-end mb-2 no-print">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
            onClick={() => setEditing(true)}
          >
            <Icon svg={biPencilSquare} />
            {t('news.sheet.edit')}
          </button>
        </div>
      )}
      {editing && <SheetEditor sheet={sheet} onDone={() => setEditing(false)} />}
      <article className="sheet" aria-labelledby="sheet-title">
        <header className="sheet-header">
          <p className="sheet-community">{t('news.sheet.community')}</p>
          <h1 id="sheet-title" className="sheet-title">
            {t('news.sheet.title')}
          </h1>
          <p className="sheet-week">{weekLabel(sheet.week_start)}</p>
        </header>

        <div className="sheet-columns">
          <section className="sheet-word" aria-labelledby="sheet-word-title">
            <h2 id="sheet-word-title" className="sheet-heading">
              {t('news.sheet.word')}
            </h2>
            {sheet.word ? (
              <p className="sheet-word-text">{sheet.word}</p>
            ) : (
              <p className="sheet-muted">{t('news.sheet.noWord')}</p>
            )}
          </section>

          <section aria-labelledby="sheet-articles-title">
            <h2 id="sheet-articles-title" className="sheet-heading">
              {t('news.sheet.articles')}
            </h2>
            {sheet.articles.length === 0 ? (
              <p className="sheet-muted">{t('news.sheet.noArticles')}</p>
            ) : (
              <>
                {pinned && <SheetArticle article={pinned} pinned />}
                {others.map((article) => (
                  <SheetArticle key={article.id} article={article} pinned={false} />
                ))}
              </>
            )}
          </section>

          <section aria-labelledby="sheet-events-title">
            <h2 id="sheet-events-title" className="sheet-heading">
              {t('news.sheet.events')}
            </h2>
            {sheet.events.length === 0 ? (
              <p className="sheet-muted">{t('news.sheet.noEvents')}</p>
            ) : (
              <ul className="sheet-events">
                {sheet.events.map((event) => (
                  <SheetEventRow key={event.id} event={event} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </article>
    </>
  );
}

/** The week's navigation and 'Imprimer': on screen only. */
function SheetBar({ sheet }: { sheet?: ParishSheet }) {
  const { t } = useTranslation();
  return (
    <nav className="sheet-bar no-print" aria-label={t('news.sheet.weeks')}>
      <Link to={BLOGS_PATH} className="btn btn-link ps-0 d-inline-flex align-items-center gap-1">
        <Icon svg={biChevronLeft} />
        {t('news.sheet.allNews')}
      </Link>
      {sheet && (
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={sheetPath(sheet.previous_week)}
            className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
          >
            <Icon svg={biChevronLeft} />
            {t('news.sheet.previous')}
          </Link>
          {sheet.next_week && (
            <Link
              to={sheetPath(sheet.next_week)}
              className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
            >
              {t('news.sheet.next')}
              <Icon svg={biChevronRight} />
            </Link>
          )}
          <button
            type="button"
            className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
            onClick={() => window.print()}
          >
            <Icon svg={biPrinter} />
            {t('news.sheet.print')}
          </button>
        </div>
      )}
    </nav>
  );
}

function SheetContent() {
  const { t } = useTranslation();
  const date = useParams().date ?? null;
  const query = useQuery(sheetQueryOptions(date));
  const sheet = query.data;
  useDocumentTitle(
    sheet ? `${t('news.sheet.title')} — ${weekLabel(sheet.week_start)}` : t('news.sheet.title'),
  );
  const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  return (
    <>
      <SheetBar sheet={sheet} />
      {notFound ? (
        <NotFoundCard home={BLOGS_PATH} />
      ) : sheet ? (
        <Sheet sheet={sheet} />
      ) : query.isError ? (
        <div className="card">
          <RetryAlert
            className="card-body"
            text={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <div className="sheet placeholder-glow" role="status" aria-label={t('news.sheet.loading')}>
          <span className="placeholder col-6 placeholder-lg mb-3" />
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-10" />
        </div>
      )}
    </>
  );
}

/**
 * /feuille and /feuille/{date}: the weekly parish sheet, public, in a frame of its own (a
 * document to read and to print: on paper no menu, no button, one A4 page in two columns).
 * Editors change the word of the week and the article at the top in place.
 */
export function SheetPage() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="sheet-page">
        <a className="skip-link no-print" href="#main">
          {t('common.skipLink')}
        </a>
        <header className="container d-flex align-items-center justify-content-between py-3 no-print">
          <Brand to={BLOGS_PATH} />
          <ThemeToggle />
        </header>
        <main id="main" tabIndex={-1} className="container sheet-main pb-5">
          <SheetContent />
        </main>
      </div>
    </QueryClientProvider>
  );
}
