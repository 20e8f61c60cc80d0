import { NEWS_COVER_SIZES, type ArticleSummary } from '@koinonia/contracts';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { Icon } from '@/shared/ui/Icon';
import { biNewspaper } from '@/shared/ui/icons-news.generated';
import { CategoryChip } from './CategoryChip';
import { scheduledSentence } from './news-dates';
import { articlePath } from './news-paths';
import { readingTime } from './news-texts';
import '@/features/news/news.texts';

/** The cover's width on screen: the large card's (the server preloads it), a grid card's, the related ones'. */
const SIZES = NEWS_COVER_SIZES;

/** The cover of a card, or a calm placeholder when the article has none. */
function CardCover({
  article,
  size,
  priority,
}: {
  article: ArticleSummary;
  size: keyof typeof SIZES;
  priority: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`news-card-cover news-cover-${article.category_variant}`}>
      {article.image ? (
        <ResponsiveImage
          src={article.image}
          alt={article.image_alt || t('news.card.coverAlt', { title: article.title })}
          sizes={SIZES[size]}
          priority={priority ? 'high' : 'lazy'}
        />
      ) : (
        <span className="news-card-fallback" aria-hidden="true">
          <Icon svg={biNewspaper} size={40} />
        </span>
      )}
    </div>
  );
}

/** 'Brouillon', or when a scheduled one comes out; the date and reading time otherwise. */
function CardMeta({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  if (article.status === 'draft') {
    return <span className="badge text-bg-secondary">{t('news.card.draft')}</span>;
  }
  if (article.status === 'scheduled' && article.publish_at) {
    return (
      <span className="small text-body-secondary">{scheduledSentence(article.publish_at)}</span>
    );
  }
  return (
    <span className="small text-body-secondary">
      <time dateTime={article.publish_at ?? undefined}>{article.date}</time> ·{' '}
      {readingTime(article.reading_minutes)}
    </span>
  );
}

/**
 * An article in a list: its cover, category, title (the link), summary, date and reading time.
 * `lead` is the newest one, large at the top of the list; `small` the 'À lire aussi' ones.
 */
export function ArticleCard({
  article,
  variant = 'grid',
  headingLevel = 2,
  priority = false,
}: {
  article: ArticleSummary;
  variant?: keyof typeof SIZES;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card news-card news-card-${variant} h-100`}>
      <CardCover article={article} size={variant} priority={priority} />
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <CategoryChip label={article.category_label} variant={article.category_variant} />
        </div>
        <Heading className={`news-card-title mb-0 ${variant === 'lead' ? 'h3' : 'h5'}`}>
          <Link to={articlePath(article.id)} className="stretched-link text-reset">
            {article.title}
          </Link>
        </Heading>
        {variant !== 'small' && <p className="news-card-summary mb-0">{article.summary}</p>}
        <div className="mt-auto pt-1">
          <CardMeta article={article} />
        </div>
      </div>
    </article>
  );
}
