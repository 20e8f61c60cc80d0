import type { Article } from '@koinonia/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biEyeSlash, biPencilSquare, biTrash } from '@/shared/ui/icons-news.generated';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { BLOGS_PATH, editorPath } from './news-paths';
import { useDeleteArticle, useUpdateArticle } from './news.mutations';
import '@/features/news/news.texts';

/**
 * The editors' actions on an article: 'Modifier', 'Dépublier' (back to the drafts; a scheduled
 * one is not published later) and 'Supprimer', the last two after a confirmation.
 */
export function ArticleActions({ article }: { article: Article }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'unpublish' | 'delete' | null>(null);
  const update = useUpdateArticle(article.id);
  const remove = useDeleteArticle(article.id);

  const unpublish = () => {
    setAsking(null);
    update.mutate(
      { status: 'draft' },
      {
        onSuccess: () => void notify(t('news.article.unpublished'), 'success'),
        onError: (error) => void notify(errorMessage(error), 'error'),
      },
    );
  };
  const destroy = () => {
    setAsking(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        void notify(t('news.article.deleted'), 'success');
        void navigate(BLOGS_PATH, { replace: true });
      },
    });
  };

  return (
    <div
      className="d-flex flex-wrap gap-2"
      role="group"
      aria-label={t('news.article.editorActions')}
    >
      <Link
        to={editorPath(article.id)}
        className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
      >
        <Icon svg={biPencilSquare} />
        {t('news.article.edit')}
      </Link>
      {article.status !== 'draft' && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
          disabled={update.isPending}
          onClick={() => setAsking('unpublish')}
        >
          <Icon svg={biEyeSlash} />
          {t('news.article.unpublish')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger d-inline-flex align-items-center gap-1"
        disabled={remove.isPending}
        onClick={() => setAsking('delete')}
      >
        <Icon svg={biTrash} />
        {t('news.article.delete')}
      </button>
      <LazyConfirmModal
        show={asking === 'unpublish'}
        title={t('news.article.unpublishTitle')}
        text={t('news.article.unpublishText')}
        confirmLabel={t('news.article.unpublish')}
        onConfirm={unpublish}
        onCancel={() => setAsking(null)}
      />
      <LazyConfirmModal
        show={asking === 'delete'}
        title={t('news.article.deleteTitle')}
        text={t('news.article.deleteText', { title: article.title })}
        confirmLabel={t('news.article.delete')}
        onConfirm={destroy}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
