import type { Comment, Publication } from '@koinonia/contracts';
import { COMMENT_TEXT_MAX_LENGTH } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { LinkifiedText } from './LinkifiedText';
import { commentsQueryOptions, useCommentPublication } from './publications.queries';
import '@/features/publications/publications.texts';

function CommentItem({ comment, reply = false }: { comment: Comment; reply?: boolean }) {
  const name = `${comment.author.first_name} ${comment.author.last_name}`;
  return (
    <li className={`d-flex gap-2 mb-2${reply ? ' ms-5' : ''}`}>
      <Avatar src={comment.author.profile_picture} alt="" size={32} />
      <div className="bg-body-tertiary rounded-3 px-3 py-2 flex-grow-1">
        <div className="small">
          <span className="fw-semibold">{name}</span>{' '}
          <time className="text-body-secondary" dateTime={comment.created_at}>
            {relativeTime(comment.created_at)}
          </time>
        </div>
        {comment.text && <LinkifiedText text={comment.text} className="publication-text mb-0" />}
      </div>
    </li>
  );
}

/** The first comments (all of them on demand, with replies) and the comment form. */
export function CommentSection({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const all = useQuery({ ...commentsQueryOptions(publication.id), enabled: expanded });
  const comment = useCommentPublication(publication.id);
  const hidden = publication.comments_count > publication.first_comments.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('publications.comments.empty'));
      return;
    }
    setError(null);
    comment.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setExpanded(true);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <div className="mt-3">
      {expanded && all.data ? (
        <ul className="list-unstyled mb-2">
          {all.data.results.map((thread) => (
            <li key={thread.id}>
              <ul className="list-unstyled mb-0">
                <CommentItem comment={thread} />
                {thread.replies.map((reply) => (
                  <CommentItem key={reply.id} comment={reply} reply />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="list-unstyled mb-2">
          {publication.first_comments.map((item) => (
            <CommentItem key={item.id} comment={item} />
          ))}
        </ul>
      )}
      {hidden && !expanded && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0 mb-2"
          onClick={() => setExpanded(true)}
        >
          {t('publications.comments.showAll')}
        </button>
      )}
      <form className="d-flex gap-2 align-items-start" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-comment`} className="visually-hidden">
          {t('publications.comments.write')}
        </label>
        <div className="flex-grow-1">
          <input
            id={`${id}-comment`}
            className="form-control form-control-sm"
            placeholder={t('publications.comments.write')}
            maxLength={COMMENT_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-danger small mt-1 mb-0">
              {error}
            </p>
          )}
        </div>
        <SpinnerButton
          type="submit"
          className="btn btn-sm btn-outline-primary"
          busy={comment.isPending}
          disabled={comment.isPending}
        >
          {t('publications.comments.send')}
        </SpinnerButton>
      </form>
    </div>
  );
}
