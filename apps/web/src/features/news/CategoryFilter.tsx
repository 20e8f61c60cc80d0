import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { FILTER_PARAMS, withParam } from './article-filter';
import { chipClass } from './CategoryChip';
import { categoriesQueryOptions } from './news.queries';
import '@/features/news/news.texts';

/**
 * The categories as a row of chips in their colours (from the categories' answer, with their
 * counts of published articles), each a link that puts `?categorie=` in the address ('Toutes'
 * takes it away); the chosen one is solid and `aria-current`.
 */
export function CategoryFilter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = params.get(FILTER_PARAMS.category);
  const { data: categories = [] } = useQuery(categoriesQueryOptions());
  const href = (value: string | null) => {
    const next = withParam(params, FILTER_PARAMS.category, value).toString();
    return next ? `?${next}` : '?';
  };
  const all = !categories.some((category) => category.code === chosen);
  return (
    <nav aria-label={t('news.categories.label')} className="news-filter">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        <li>
          <Link
            to={href(null)}
            replace
            className={`news-chip news-chip-link border ${all ? 'news-chip-all' : 'text-body bg-body'}`}
            aria-current={all ? 'page' : undefined}
          >
            {t('news.categories.all')}
          </Link>
        </li>
        {categories.map(({ code, label, variant, count }) => {
          const current = chosen === code;
          return (
            <li key={code}>
              <Link
                to={href(code)}
                replace
                className={`${chipClass(variant, current)} news-chip-link`}
                aria-current={current ? 'page' : undefined}
              >
                {label}
                <span className="news-chip-count">{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
