import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, NEWS_CATEGORY_VARIANT } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { FILTER_PARAMS, withParam } from './article-filter';
import { chipClass } from './CategoryChip';
import { categoriesQueryOptions } from './news.queries';
import '@/features/news/news.texts';

/**
 * The categories as a row of chips in their colours, each a link that puts `?categorie=` in the
 * address ('Toutes' takes it away); the chosen one is solid and `aria-current`. The counts of
 * published articles come when the categories' answer does.
 */
export function CategoryFilter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = params.get(FILTER_PARAMS.category);
  const { data: counts } = useQuery(categoriesQueryOptions());
  const countOf = (code: string) => counts?.find((entry) => entry.code === code)?.count;
  const href = (value: string | null) => {
    const next = withParam(params, FILTER_PARAMS.category, value).toString();
    return next ? `?${next}` : '?';
  };
  return (
    <nav aria-label={t('news.categories.label')} className="news-filter">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        <li>
          <Link
            to={href(null)}
            replace
            className={`news-chip news-chip-link border ${chosen ? 'text-body bg-body' : 'news-chip-all'}`}
            aria-current={chosen ? undefined : 'page'}
          >
            {t('news.categories.all')}
          </Link>
        </li>
        {NEWS_CATEGORIES.map((code) => {
          const current = chosen === code;
          const count = countOf(code);
          return (
            <li key={code}>
              <Link
                to={href(code)}
                replace
                className={`${chipClass(NEWS_CATEGORY_VARIANT[code], current)} news-chip-link`}
                aria-current={current ? 'page' : undefined}
              >
                {NEWS_CATEGORY_LABELS[code]}
                {count !== undefined && <span className="news-chip-count">{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
