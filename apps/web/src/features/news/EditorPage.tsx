import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type Article } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { FormAlert } from '@/shared/form/FormAlert';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { PictureField } from '@/shared/photo/PictureField';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biChevronLeft } from '@/shared/ui/icons-news.generated';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import {
  fieldOf,
  startingValues,
  validateArticle,
  type ArticleErrors,
  type ArticleFormValues,
  type ArticleIntent,
} from './article-form';
import { EditorActions } from './EditorActions';
import { MarkdownEditor } from './MarkdownEditor';
import { articlePath, BLOGS_PATH, editorPath } from './news-paths';
import { useCreateArticle, useUpdateArticle } from './news.mutations';
import { articleQueryOptions } from './news.queries';
import { useIsEditor } from './useIsEditor';
import '@/features/news/news.texts';
import './news.css';

/** A field's error under it, tied to it for screen readers. */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}

/** The editor itself: the fields, the text with its preview, and the three ways to save. */
function ArticleForm({ article }: { article?: Article }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ArticleFormValues>(() => startingValues(article));
  const [errors, setErrors] = useState<ArticleErrors>({});
  const summaryBox = useAutoGrow(values.summary);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const [sending, setSending] = useState<ArticleIntent | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle(article?.id ?? '');

  const set = <K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (intent: ArticleIntent) => {
    setAlert(null);
    const checked = validateArticle(values, intent);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSending(intent);
    try {
      const saved = article
        ? await update.mutateAsync(checked.body)
        : await create.mutateAsync(checked.body);
      if (intent === 'draft') {
        void notify(t('news.editor.saved'), 'success');
        if (!article) void navigate(editorPath(saved.id), { replace: true });
      } else {
        void notify(
          t(intent === 'publish' ? 'news.editor.publishedToast' : 'news.editor.scheduledToast'),
          'success',
        );
        void navigate(articlePath(saved.id));
      }
    } catch (failure) {
      if (failure instanceof ApiError) {
        const fromServer: ArticleErrors = {};
        for (const [name, message] of Object.entries(failure.details)) {
          const field = fieldOf(name);
          if (field) fromServer[field] = message;
        }
        setErrors(fromServer);
      }
      setAlert(errorMessage(failure));
    } finally {
      setSending(null);
    }
  };

  const described = (field: keyof ArticleFormValues, hint = false) =>
    [hint ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form
      className="card"
      noValidate
      aria-labelledby={`${id}-title-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void save('draft');
      }}
    >
      <div className="card-body">
        <h1 id={`${id}-title-heading`} className="h4 fw-bold mb-3">
          {t(article ? 'news.editor.editTitle' : 'news.editor.newTitle')}
        </h1>
        {alert && <FormAlert variant="danger">{alert}</FormAlert>}

        <div className="mb-3">
          <label htmlFor={`${id}-title`} className="form-label fw-medium">
            {t('news.editor.title')}
          </label>
          <input
            id={`${id}-title`}
            className={`form-control form-control-lg${errors.title ? ' is-invalid' : ''}`}
            value={values.title}
            maxLength={200}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described('title')}
            onChange={(event) => set('title', event.target.value)}
          />
          <FieldError id={`${id}-title`} error={errors.title} />
        </div>

        <div className="mb-3">
          <label htmlFor={`${id}-summary`} className="form-label fw-medium">
            {t('news.editor.summary')}
          </label>
          <textarea
            id={`${id}-summary`}
            ref={summaryBox}
            className={`form-control${errors.summary ? ' is-invalid' : ''}`}
            rows={2}
            value={values.summary}
            aria-invalid={errors.summary ? true : undefined}
            aria-describedby={described('summary', true)}
            onChange={(event) => set('summary', event.target.value)}
          />
          <div id={`${id}-summary-hint`} className="form-text">
            {t('news.editor.summaryHint')}
          </div>
          <FieldError id={`${id}-summary`} error={errors.summary} />
        </div>

        <div className="mb-3">
          <label htmlFor={`${id}-category`} className="form-label fw-medium">
            {t('news.editor.category')}
          </label>
          <select
            id={`${id}-category`}
            className={`form-select${errors.category ? ' is-invalid' : ''}`}
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={described('category')}
            onChange={(event) =>
              set('category', event.target.value as ArticleFormValues['category'])
            }
          >
            <option value="">{t('news.editor.categoryChoose')}</option>
            {NEWS_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {NEWS_CATEGORY_LABELS[code]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category`} error={errors.category} />
        </div>

        <PictureField
          label={t('news.editor.cover')}
          hint={t('news.editor.coverHint')}
          shape="cover"
          value={values.image}
          onChange={(url) => set('image', url)}
          onBusy={(running) => setUploads((count) => count + (running ? 1 : -1))}
        />
        {values.image && (
          <div className="mb-3">
            <label htmlFor={`${id}-image_alt`} className="form-label fw-medium">
              {t('news.editor.coverAlt')}
            </label>
            <input
              id={`${id}-image_alt`}
              className={`form-control${errors.image_alt ? ' is-invalid' : ''}`}
              value={values.image_alt}
              aria-invalid={errors.image_alt ? true : undefined}
              aria-describedby={described('image_alt', true)}
              onChange={(event) => set('image_alt', event.target.value)}
            />
            <div id={`${id}-image_alt-hint`} className="form-text">
              {t('news.editor.coverAltHint')}
            </div>
            <FieldError id={`${id}-image_alt`} error={errors.image_alt} />
          </div>
        )}

        <MarkdownEditor
          id={`${id}-body`}
          label={t('news.editor.body')}
          hint={t('news.editor.bodyHint')}
          value={values.body}
          onChange={(body) => set('body', body)}
          error={errors.body}
        />
      </div>
      <EditorActions
        id={id}
        article={article}
        values={values}
        error={errors.publish_date}
        onWhen={(date, time) =>
          setValues((current) => ({ ...current, publish_date: date, publish_time: time }))
        }
        onSave={(intent) => void save(intent)}
        sending={sending}
        uploading={uploads > 0}
      />
    </form>
  );
}

/** What a member who is not an editor reads at /blogs/new and /blogs/{id}/edit. */
function Refusal() {
  const { t } = useTranslation();
  return (
    <section className="card text-center py-5 px-3">
      <h1 className="h4 fw-bold mb-2">{t('news.editor.refusedTitle')}</h1>
      <p className="text-body-secondary mb-4">{t('news.editor.refusedText')}</p>
      <div>
        <Link to={BLOGS_PATH} className="btn btn-primary">
          {t('news.editor.refusedBack')}
        </Link>
      </div>
    </section>
  );
}

/** /blogs/new and /blogs/{blogId}/edit: editors only; others read a French refusal. */
export function EditorPage() {
  const { t } = useTranslation();
  const blogId = useParams().blogId;
  const editor = useIsEditor();
  const query = useQuery({
    ...articleQueryOptions(blogId ?? ''),
    enabled: Boolean(blogId) && editor === true,
  });
  useDocumentTitle(t(blogId ? 'news.editor.editTitle' : 'news.editor.newTitle'));

  let content;
  if (editor === false) content = <Refusal />;
  else if (editor === undefined || (blogId && query.isPending)) {
    content = (
      <div className="card placeholder-glow" role="status" aria-label={t('news.article.loading')}>
        <div className="card-body">
          <span className="placeholder col-6 placeholder-lg mb-3" />
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-10" />
        </div>
      </div>
    );
  } else if (blogId && !query.data) content = <NotFoundCard home={BLOGS_PATH} />;
  else content = <ArticleForm key={query.data?.id ?? 'new'} article={query.data} />;

  return (
    <div className="news-page news-editor-page">
      <Link
        to={blogId ? articlePath(blogId) : BLOGS_PATH}
        className="btn btn-link ps-0 mb-2 d-inline-flex align-items-center gap-1"
      >
        <Icon svg={biChevronLeft} />
        {t('news.article.back')}
      </Link>
      {content}
    </div>
  );
}
