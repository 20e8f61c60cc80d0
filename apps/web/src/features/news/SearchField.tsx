import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biSearch, biXLg } from '@/shared/ui/icons-news.generated';
import { FILTER_PARAMS, withParam } from './article-filter';
import '@/features/news/news.texts';

/** The search field: the words go to `?q=` in the address a moment after the member stops typing. */
export function SearchField() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(FILTER_PARAMS.q) ?? '';
  const [text, setText] = useState(inAddress);
  const settled = useDebouncedValue(text.trim(), 350);

  useEffect(() => {
    if (settled === inAddress) return;
    setParams((current) => withParam(current, FILTER_PARAMS.q, settled), { replace: true });
    // Only what was typed drives the address; the address drives the field below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // Back and forward, or 'Voir tous les articles', change the address: the field follows.
  const [seen, setSeen] = useState(inAddress);
  if (seen !== inAddress) {
    setSeen(inAddress);
    if (inAddress !== text.trim()) setText(inAddress);
  }

  return (
    <form
      role="search"
      className="news-search position-relative"
      onSubmit={(event) => {
        event.preventDefault();
        setParams((current) => withParam(current, FILTER_PARAMS.q, text.trim()), {
          replace: true,
        });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('news.search.label')}
      </label>
      <span className="news-search-icon" aria-hidden="true">
        <Icon svg={biSearch} />
      </span>
      <input
        id={id}
        type="search"
        className="form-control rounded-pill ps-5 pe-5"
        placeholder={t('news.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {text && (
        <button
          type="button"
          className="btn btn-link news-search-clear"
          aria-label={t('news.search.clear')}
          onClick={() => setText('')}
        >
          <Icon svg={biXLg} />
        </button>
      )}
    </form>
  );
}
