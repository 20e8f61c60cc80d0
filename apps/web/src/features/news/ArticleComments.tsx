import type { ArticleComment } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { signInUrlFor } from '@/shared/session/redirect-to';
import { HiddenNotice, ReportButton } from '@/features/moderation/moderation.public';
import { userIdFromToken } from '@/shared/session/jwt';
import { useAccessToken } from '@/shared/session/useSession';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biChatLeftText, biSend, biTrash } from '@/shared/ui/icons-news.generated';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { counted } from '@/shared/i18n/plural';
import { useCommentArticle, useDeleteComment } from './news.mutations';
import { commentsQueryOptions, newsKeys } from './news.queries';
import { useQueryClient } from '@tanstack/react-query';
import '@/features/news/news.texts';

function CommentRow({ comment, articleId }: { comment: ArticleComment; articleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteComment(articleId);
  const name = firstAndLastName(comment.author);
  const me = userIdFromToken(useAccessToken());
  return (
    <div className="d-flex gap-2">
      <Avatar src={comment.author.profile_picture} alt="" size={36} className="flex-shrink-0" />
      <div className="flex-grow-1 min-w-0">
        <div className="news-comment-bubble">
          <div className="d-flex align-items-baseline gap-2 flex-wrap">
            <span className="fw-semibold">{name}</span>
            <time
              className="small text-body-secondary"
              dateTime={comment.created_at}
              title={fullDateTime(comment.created_at)}
            >
              {relativeTime(comment.created_at)}
            </time>
          </div>
          <p className="mb-0 news-comment-text">{comment.text}</p>
          {comment.moderation_hidden && me === comment.author.id && (
            <div className="mt-2">
              <HiddenNotice itemId={comment.id} />
            </div>
          )}
        </div>
        {comment.can_delete && (
          <button
            type="button"
            className="btn btn-link btn-sm text-body-secondary px-1 d-inline-flex align-items-center gap-1"
            onClick={() => setAsking(true)}
            disabled={remove.isPending}
          >
            <Icon svg={biTrash} size={14} />
            {t('news.comments.delete')}
          </button>
        )}
        {me && me !== comment.author.id && (
          <ReportButton
            target={{ type: 'article_comment', id: comment.id }}
            className="btn btn-link btn-sm text-body-secondary px-1"
            icon={false}
            aria-label={t('news.comments.reportOf', { name })}
          />
        )}
        <LazyConfirmModal
          show={asking}
          title={t('news.comments.deleteTitle')}
          text={t('news.comments.deleteText')}
          confirmLabel={t('news.article.delete')}
          onConfirm={() => {
            setAsking(false);
            remove.mutate(comment.id, {
              onSuccess: () =>
                void queryClient.invalidateQueries({ queryKey: newsKeys.comments(articleId) }),
            });
          }}
          onCancel={() => setAsking(false)}
        />
      </div>
    </div>
  );
}

function CommentForm({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useCommentArticle(articleId);
  // Enter sends, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  const box = useAutoGrow(text);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || send.isPending) return;
    setError(null);
    send.mutate(
      { text: value, client_id: crypto.randomUUID() },
      { onSuccess: () => setText(''), onError: (failure) => setError(errorMessage(failure)) },
    );
  };
  return (
    <form onSubmit={submit} className="mb-3" noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('news.comments.label')}
      </label>
      <textarea
        ref={box}
        id={id}
        className={`form-control news-comment-input${error ? ' is-invalid' : ''}`}
        placeholder={t('news.comments.placeholder')}
        rows={2}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="text-end mt-2">
        <SpinnerButton
          type="submit"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          busy={send.isPending}
          disabled={send.isPending || !text.trim()}
        >
          {!send.isPending && <Icon svg={biSend} size={14} />}
          {t('news.comments.send')}
        </SpinnerButton>
      </div>
    </form>
  );
}

/**
 * The article's comments: everyone reads them (replies under the comment they answer); a member
 * writes one, a guest is asked to sign in, coming back here afterwards.
 */
export function ArticleComments({
  articleId,
  count,
  signedIn,
}: {
  articleId: string;
  count: number;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // Below the article: asked for once the first screen (the article and its cover) has painted
  // (ADR 0012), not while the cover is on its way.
  const afterFirstScreen = useAfterFirstScreen();
  const comments = useInfiniteQuery({
    ...commentsQueryOptions(articleId),
    enabled: afterFirstScreen,
  });
  const threads = comments.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section className="card mb-3" aria-labelledby="news-comments-title">
      <div className="card-body">
        <h2 id="news-comments-title" className="h5 fw-bold mb-3 d-flex align-items-center gap-2">
          <Icon svg={biChatLeftText} />
          {t('news.comments.title')}
          <span className="text-body-secondary fw-normal fs-6">
            {counted(count, 'news.comments.count')}
          </span>
        </h2>
        {signedIn ? (
          <CommentForm articleId={articleId} />
        ) : (
          <p className="mb-3">
            <Link
              to={signInUrlFor(`${location.pathname}${location.search}`)}
              className="btn btn-outline-primary"
            >
              {t('news.comments.signIn')}
            </Link>
          </p>
        )}
        {comments.isPending ? (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-8" />
          </div>
        ) : threads.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('news.comments.empty')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
            {threads.map((thread) => (
              <li key={thread.id}>
                <CommentRow comment={thread} articleId={articleId} />
                {thread.replies.length > 0 && (
                  <ul className="list-unstyled d-flex flex-column gap-2 mt-2 news-replies">
                    {thread.replies.map((reply) => (
                      <li key={reply.id}>
                        <CommentRow comment={reply} articleId={articleId} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <LoadMoreButton pages={comments} className="btn btn-link px-0 mt-2">
            {t('news.comments.more')}
          </LoadMoreButton>
        )}
      </div>
    </section>
  );
}
