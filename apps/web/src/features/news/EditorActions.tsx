import type { Article } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons-news.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import type { ArticleFormValues, ArticleIntent } from './article-form';
import { fromParisInputs, scheduledSentence } from './news-dates';
import '@/features/news/news.texts';

interface EditorActionsProps {
  id: string;
  article?: Article;
  values: ArticleFormValues;
  /** The date-time picker's error ('dans le futur'). */
  error?: string;
  onWhen: (date: string, time: string) => void;
  onSave: (intent: ArticleIntent) => void;
  sending: ArticleIntent | null;
  uploading: boolean;
}

/**
 * The foot of the editor: where the article stands ('Publication prévue le …' for a scheduled
 * one), 'Enregistrer le brouillon', 'Programmer' with its date and time in Paris time, and
 * 'Publier'. Nothing leaves while a cover is still uploading.
 */
export function EditorActions({
  id,
  article,
  values,
  error,
  onWhen,
  onSave,
  sending,
  uploading,
}: EditorActionsProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(Boolean(values.publish_date) || Boolean(error));
  const chosen = fromParisInputs(values.publish_date, values.publish_time);
  const busy = sending !== null || uploading;
  const showPicker = picking || Boolean(error);

  return (
    <div className="card-footer bg-body-tertiary news-editor-foot">
      {article?.status === 'scheduled' && article.publish_at && (
        <p className="mb-2 fw-semibold text-info-emphasis" role="status">
          {scheduledSentence(article.publish_at)}
        </p>
      )}
      {uploading && <p className="small text-body-secondary mb-2">{t('news.editor.uploading')}</p>}
      {showPicker && (
        <fieldset
          className="news-schedule mb-3"
          aria-describedby={error ? `${id}-publish_date-error` : undefined}
        >
          <legend className="h6 fw-bold">{t('news.editor.scheduleTitle')}</legend>
          <div className="d-flex flex-wrap gap-3 align-items-end">
            <div>
              <label htmlFor={`${id}-publish_date`} className="form-label small fw-medium">
                {t('news.editor.scheduleDate')}
              </label>
              <input
                id={`${id}-publish_date`}
                type="date"
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={values.publish_date}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onWhen(event.target.value, values.publish_time)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-publish_time`} className="form-label small fw-medium">
                {t('news.editor.scheduleTime')}
              </label>
              <input
                id={`${id}-publish_time`}
                type="time"
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={values.publish_time}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onWhen(values.publish_date, event.target.value)}
              />
            </div>
            <SpinnerButton
              className="btn btn-primary"
              busy={sending === 'schedule'}
              disabled={busy}
              onClick={() => onSave('schedule')}
            >
              {t('news.editor.scheduleConfirm')}
            </SpinnerButton>
          </div>
          {error ? (
            <div id={`${id}-publish_date-error`} className="invalid-feedback d-block">
              {error}
            </div>
          ) : (
            chosen && <p className="form-text mb-0">{scheduledSentence(chosen)}</p>
          )}
        </fieldset>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <SpinnerButton
          type="submit"
          className="btn btn-outline-secondary"
          busy={sending === 'draft'}
          disabled={busy}
        >
          {t('news.editor.saveDraft')}
        </SpinnerButton>
        {!showPicker && (
          <button
            type="button"
            className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            disabled={busy}
            onClick={() => setPicking(true)}
          >
            <Icon svg={biCalendarEvent} />
            {t('news.editor.schedule')}
          </button>
        )}
        <SpinnerButton
          className="btn btn-primary"
          busy={sending === 'publish'}
          disabled={busy}
          onClick={() => onSave('publish')}
        >
          {t('news.editor.publish')}
        </SpinnerButton>
      </div>
    </div>
  );
}
