import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biFileEarmarkText, biNewspaper, biPlusLg, biRss } from '@/shared/ui/icons-news.generated';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { TabBar } from '@/shared/ui/TabBar';
import { ArticleCard } from './ArticleCard';
import { FILTER_PARAMS, filterFromParams } from './article-filter';
import { CategoryFilter } from './CategoryFilter';
import { editorPath, RSS_URL, sheetPath } from './news-paths';
import {
  articleListQueryOptions,
  categoriesQueryOptions,
  type ArticleListFilter,
} from './news.queries';
import { SearchField } from './SearchField';
import '@/features/news/news.texts';
import './news.css';

/** The grid's cards rendered with the first screen (under the large card, or without it). */
const FIRST_SCREEN_CARDS = 2;

/** The editors' tabs: published (the readers' list), drafts, scheduled; in `?etat=`. */
function StatusTabs({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const state = params.get(FILTER_PARAMS.status);
  const tab = (word: string | null, label: string) => {
    const next = new URLSearchParams(params);
    if (word) next.set(FILTER_PARAMS.status, word);
    else next.delete(FILTER_PARAMS.status);
    const query = next.toString();
    return {
      key: word ?? 'published',
      to: query ? `?${query}` : '?',
      label,
      current: state === word,
    };
  };
  return (
    <TabBar
      label={t('news.tabs.label')}
      replace
      tabs={[
        tab(null, t('news.tabs.published')),
        tab('brouillons', t('news.tabs.drafts')),
        tab('programmes', t('news.tabs.scheduled')),
      ]}
    />
  );
}

/** What an empty list says: nothing yet, nothing matching, no drafts, nothing scheduled. */
function EmptyList({ filter, editor }: { filter: ArticleListFilter; editor: boolean }) {
  const { t } = useTranslation();
  const icon = <Icon svg={biNewspaper} size={28} />;
  if (filter.category || filter.q) {
    return (
      <EmptyState
        icon={icon}
        text={t('news.list.noMatchTitle')}
        hint={t('news.list.noMatchHint')}
        actions={
          <Link
            to={
              filter.status
                ? `?${FILTER_PARAMS.status}=${filter.status === 'draft' ? 'brouillons' : 'programmes'}`
                : '?'
            }
            replace
            className="btn btn-outline-primary"
          >
            {t('news.list.clearFilters')}
          </Link>
        }
      />
    );
  }
  if (filter.status) {
    const drafts = filter.status === 'draft';
    return (
      <EmptyState
        icon={icon}
        text={t(drafts ? 'news.list.noDrafts' : 'news.list.noScheduled')}
        hint={t(drafts ? 'news.list.noDraftsHint' : 'news.list.noScheduledHint')}
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      text={t('news.list.emptyTitle')}
      hint={t(editor ? 'news.list.emptyEditorHint' : 'news.list.emptyHint')}
      actions={
        editor && (
          <Link to={editorPath()} className="btn btn-primary">
            {t('news.write')}
          </Link>
        )
      }
    />
  );
}

/** The cards while the first page comes: the same boxes, so that nothing moves. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="news-grid" role="status" aria-label={t('news.list.loading')}>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className={`card news-card placeholder-glow ${index === 0 ? 'news-card-lead' : ''}`}
        >
          <div className="news-card-cover placeholder" />
          <div className="card-body">
            <span className="placeholder col-3 mb-2" />
            <span className="placeholder col-10 mb-2" />
            <span className="placeholder col-7" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /blogs: the latest news, newest first, the first one large; the categories as coloured chips
 * and a search field, both in the address; 'Voir plus' for older pages; the RSS feed and the
 * week's sheet. Editors also write, and see their drafts and scheduled articles.
 */
export function BlogsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('news.title'));
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQueryOptions());
  const filter = filterFromParams(
    params,
    categories.data?.map((category) => category.code),
  );
  // A category in the address is asked for once it is known to be one (an old or mistyped link
  // then shows every article instead of the server's refusal).
  const waiting = params.has(FILTER_PARAMS.category) && categories.isPending;
  const list = useInfiniteQuery({ ...articleListQueryOptions(filter), enabled: !waiting });
  const articles = list.data?.pages.flatMap((page) => page.results) ?? [];
  const editor = list.data?.pages[0]?.can_write ?? false;
  const lead = !filter.status && !filter.q && !filter.category ? articles[0] : undefined;
  const rest = lead ? articles.slice(1) : articles;
  // The first screen shows the large card and the grid's first row on a phone's screen at
  // most: the other cards render once it has painted with its cover (ADR 0012), as the feed's do.
  const afterFirstScreen = useAfterFirstScreen(list.isSuccess);
  const shown = afterFirstScreen ? rest : rest.slice(0, FIRST_SCREEN_CARDS);

  return (
    <div className="news-page">
      <header className="card mb-3">
        <div className="card-body d-flex flex-column flex-md-row gap-3 align-items-md-center">
          <div className="flex-grow-1">
            <h1 className="h3 fw-bold mb-1">{t('news.title')}</h1>
            <p className="text-body-secondary mb-0">{t('news.intro')}</p>
          </div>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0">
            {editor && (
              <Link
                to={editorPath()}
                className="btn btn-primary d-inline-flex align-items-center gap-2"
              >
                <Icon svg={biPlusLg} />
                {t('news.write')}
              </Link>
            )}
            <Link
              to={sheetPath()}
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            >
              <Icon svg={biFileEarmarkText} />
              {t('news.sheetLink')}
            </Link>
            <a
              href={RSS_URL}
              className="btn btn-outline-secondary d-inline-flex align-items-center gap-2"
              title={t('news.rssTitle')}
            >
              <Icon svg={biRss} />
              <span className="news-rss-label">{t('news.rss')}</span>
            </a>
          </div>
        </div>
        {editor && <StatusTabs params={params} />}
      </header>

      <div className="d-flex flex-column gap-3 mb-3">
        <SearchField />
        <CategoryFilter />
      </div>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <div className="card">
          <RetryAlert
            className="card-body"
            text={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        </div>
      ) : articles.length === 0 ? (
        <EmptyList filter={filter} editor={editor} />
      ) : (
        <>
          {lead && (
            <div className="mb-3">
              <ArticleCard article={lead} variant="lead" priority />
            </div>
          )}
          <div className="news-grid">
            {shown.map((article, index) => (
              <ArticleCard key={article.id} article={article} priority={!lead && index === 0} />
            ))}
          </div>
          {list.hasNextPage && (
            <div className="text-center mt-3">
              <LoadMoreButton pages={list} className="btn btn-outline-primary px-4">
                {t('news.list.more')}
              </LoadMoreButton>
            </div>
          )}
        </>
      )}
    </div>
  );
}
