import { NEWS_COVER_SIZES, type Article } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { useAccessToken } from '@/shared/session/useSession';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { lazyWhenShown } from '@/shared/ui/lazy-when-shown';
import { biChevronLeft, biClock } from '@/shared/ui/icons-news.generated';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ArticleCard } from './ArticleCard';
import { ArticleComments } from './ArticleComments';
import { CategoryChip } from './CategoryChip';
import { scheduledSentence } from './news-dates';
import { BLOGS_PATH } from './news-paths';
import { counted } from '@/shared/i18n/plural';
import { readingTime } from './news-texts';
import { articleQueryOptions } from './news.queries';
import { ShareButtons } from './ShareButtons';
import '@/features/news/news.texts';
import './news.css';

/** The cover's width on screen (the article's column, or the phone's): the server preloads it. */
const COVER_SIZES = NEWS_COVER_SIZES.article;

/**
 * What only a member sees (their reactions) or an editor (the article's actions): chunks of
 * their own, so that a guest's page loads none of it (docs/performance.md, "The news as a
 * guest"); each is rendered only for whom it is, so it loads as soon as it is rendered.
 */
const ArticleReactions = lazyWhenShown(
  () => import('./ArticleReactions').then((m) => m.ArticleReactions),
  () => true,
);
const ArticleActions = lazyWhenShown(
  () => import('./ArticleActions').then((m) => m.ArticleActions),
  () => true,
);

/** The article itself: its head, cover, text, reactions and sharing. */
function ArticleView({ article, signedIn }: { article: Article; signedIn: boolean }) {
  const { t } = useTranslation();
  // An editor's account deleted since: the article stays, signed by the community.
  const author = article.author ? firstAndLastName(article.author) : t('news.sheet.community');
  const url = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <>
      <article className="card news-article mb-3" aria-labelledby="news-article-title">
        <div className="card-body news-article-head">
          <CategoryChip label={article.category_label} variant={article.category_variant} />
          <h1 id="news-article-title" className="news-article-title mt-3 mb-2">
            {article.title}
          </h1>
          <p className="news-article-summary">{article.summary}</p>
          <div className="d-flex align-items-center gap-2 flex-wrap">
            <Avatar src={article.author?.profile_picture} alt="" size={40} />
            <div className="small lh-sm">
              <div className="fw-semibold">{t('news.article.by', { name: author })}</div>
              <div className="text-body-secondary d-flex flex-wrap gap-1 align-items-center">
                {article.status === 'published' && article.publish_at ? (
                  <time dateTime={article.publish_at}>
                    {t('news.article.published', { date: article.date })}
                  </time>
                ) : null}
                <span aria-hidden="true">·</span>
                <Icon svg={biClock} size={14} />
                <span>{readingTime(article.reading_minutes)}</span>
              </div>
            </div>
          </div>
          {article.can_edit && (
            <div className="mt-3">
              <ArticleActions article={article} />
            </div>
          )}
          {article.status === 'draft' && (
            <div className="alert alert-secondary mt-3 mb-0" role="status">
              {t('news.article.draftNotice')}
            </div>
          )}
          {article.status === 'scheduled' && article.publish_at && (
            <div className="alert alert-info mt-3 mb-0" role="status">
              {scheduledSentence(article.publish_at)}
            </div>
          )}
        </div>
        {article.image && (
          <ResponsiveImage
            src={article.image}
            alt={article.image_alt}
            sizes={COVER_SIZES}
            priority="high"
            className="news-article-cover"
          />
        )}
        <div className="card-body news-article-body">
          {/* The server rendered the Markdown and sanitised it (packages/contracts/src/blogs.ts: `html`). */}
          <div className="news-prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
        <div className="card-body border-top d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center">
          {signedIn ? (
            <ArticleReactions article={article} />
          ) : (
            <span className="small text-body-secondary">
              {article.reactions.total > 0
                ? counted(article.reactions.total, 'news.article.reactionsCount')
                : ''}
            </span>
          )}
          <ShareButtons title={article.title} text={article.summary} url={url} />
        </div>
      </article>

      <ArticleComments articleId={article.id} count={article.comments_count} signedIn={signedIn} />

      {article.related.length > 0 && (
        <section aria-labelledby="news-related-title" className="mb-3">
          <h2 id="news-related-title" className="h5 fw-bold mb-3">
            {t('news.article.related')}
          </h2>
          <div className="news-related">
            {article.related.map((related) => (
              <ArticleCard key={related.id} article={related} variant="small" headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * /blogs/{blogId}: a published article for everyone (guests included); a draft or a scheduled
 * one for editors only, the others reading the not-found page. The server also wrote its title,
 * summary and cover in the page's head for the sharing previews.
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const blogId = useParams().blogId ?? '';
  const signedIn = Boolean(useAccessToken());
  const query = useQuery(articleQueryOptions(blogId));
  const article = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(article?.title ?? (notFound ? t('errors.notFoundTitle') : t('news.title')));

  if (notFound) return <NotFoundCard home={signedIn ? HOME_PATH : BLOGS_PATH} />;
  return (
    <div className="news-page news-article-page">
      <Link
        to={BLOGS_PATH}
        className="btn btn-link ps-0 mb-2 d-inline-flex align-items-center gap-1"
      >
        <Icon svg={biChevronLeft} />
        {t('news.article.back')}
      </Link>
      {article ? (
        <ArticleView article={article} signedIn={signedIn} />
      ) : query.isError ? (
        <div className="card">
          <RetryAlert
            className="card-body"
            text={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <div className="card placeholder-glow" role="status" aria-label={t('news.article.loading')}>
          <div className="card-body">
            <span className="placeholder col-2 mb-3" />
            <span className="placeholder col-10 placeholder-lg mb-2" />
            <span className="placeholder col-8" />
          </div>
        </div>
      )}
    </div>
  );
}
