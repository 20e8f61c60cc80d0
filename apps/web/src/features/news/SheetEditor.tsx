import type { ParishSheet } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useUpdateSheet } from './news.mutations';
import '@/features/news/news.texts';

/** The editors' form, in place on the sheet: the week's word and the article at the top. */
export function SheetEditor({ sheet, onDone }: { sheet: ParishSheet; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [word, setWord] = useState(sheet.word);
  const wordBox = useAutoGrow(word);
  const [pinned, setPinned] = useState(sheet.pinned_article_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSheet(sheet.week_start);
  return (
    <form
      className="card card-body mb-3 no-print"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        update.mutate(
          { word, pinned_article_id: pinned || null },
          {
            onSuccess: onDone,
            onError: (failure) =>
              setError(
                failure instanceof ApiError
                  ? (failure.details.word ??
                      failure.details.pinned_article_id ??
                      errorMessage(failure))
                  : errorMessage(failure),
              ),
          },
        );
      }}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-word`} className="form-label fw-medium">
          {t('news.sheet.wordLabel')}
        </label>
        <textarea
          id={`${id}-word`}
          ref={wordBox}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={4}
          value={word}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setWord(event.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-pinned`} className="form-label fw-medium">
          {t('news.sheet.pinnedLabel')}
        </label>
        <select
          id={`${id}-pinned`}
          className="form-select"
          value={pinned}
          onChange={(event) => setPinned(event.target.value)}
        >
          <option value="">{t('news.sheet.pinnedNone')}</option>
          {sheet.articles.map((article) => (
            <option key={article.id} value={article.id}>
              {article.title}
            </option>
          ))}
        </select>
      </div>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('news.sheet.cancel')}
        </button>
        <SpinnerButton type="submit" busy={update.isPending} disabled={update.isPending}>
          {t('news.sheet.save')}
        </SpinnerButton>
      </div>
    </form>
  );
}
