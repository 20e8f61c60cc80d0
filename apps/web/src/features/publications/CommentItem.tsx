import type { Comment } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { HiddenNotice, ReportButton } from '@/features/moderation/moderation.public';
import { LinkifiedText } from './LinkifiedText';
import { CommentReactions } from './CommentReactions';
import '@/features/publications/publications.texts';
import { firstAndLastName } from '@/shared/people/person-name';
import './publications.css';

/** The id of a comment's element: where a notification's `?comment=` scrolls to. */
export const commentAnchor = (id: string) => `comment-${id}`;

/** A comment written but not yet saved carries a temporary id. */
export const isPending = (comment: Comment) => comment.id.startsWith('pending-');

interface CommentItemProps {
  comment: Comment;
  meId: string | undefined;
  /** The publication's author may delete any comment on it. */
  canDelete: boolean;
  onReply: (comment: Comment) => void;
  onEdit: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  /** In place of the text while the comment is being edited. */
  editor?: ReactNode;
  /** Under the comment: its replies and the reply form. */
  children?: ReactNode;
  /** The comment a notification led to: marked until the page is left. */
  highlighted?: boolean;
}

/** One comment or reply: author, time, text, image, its reactions and its actions. */
export function CommentItem({
  comment,
  meId,
  canDelete,
  onReply,
  onEdit,
  onDelete,
  editor,
  children,
  highlighted = false,
}: CommentItemProps) {
  const { t } = useTranslation();
  const { author } = comment;
  const name = firstAndLastName(author);
  const mine = author.id === meId;
  const pending = isPending(comment);
  const edited = comment.updated_at > comment.created_at;

  return (
    <li
      id={commentAnchor(comment.id)}
      className={`mb-2 ${highlighted ? 'comment-highlighted' : ''}`}
      aria-label={t('publications.comments.of', { name })}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <div className="d-flex gap-2">
        <Avatar src={author.profile_picture} alt="" size={32} className="flex-shrink-0" />
        <div className="flex-grow-1 min-w-0">
          {comment.moderation_hidden && mine && <HiddenNotice itemId={comment.id} />}
          {editor ?? (
            <div className="comment-bubble rounded-3 px-3 py-2">
              <div className="small">
                <Link
                  to={mine ? ownProfilePath() : memberProfilePath(author.id)}
                  className="fw-semibold text-body text-decoration-none"
                >
                  {name}
                </Link>{' '}
                <time
                  className="text-body-secondary"
                  dateTime={comment.created_at}
                  title={fullDateTime(comment.created_at)}
                >
                  {relativeTime(comment.created_at)}
                </time>
                {edited && (
                  <span className="text-body-secondary">
                    {' '}
                    · {t('publications.comments.edited')}
                  </span>
                )}
              </div>
              {comment.text && (
                <LinkifiedText text={comment.text} className="publication-text mb-0" />
              )}
              {comment.image && (
                <img
                  src={comment.image}
                  alt={t('publications.comments.image', { name })}
                  className="comment-image d-block mt-2"
                  loading="lazy"
                  decoding="async"
                />
              )}
            </div>
          )}
          {!editor && !pending && (
            <div className="d-flex flex-wrap align-items-center column-gap-2 small comment-actions">
              <CommentReactions comment={comment} name={name} />
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                aria-label={t('publications.comments.replyTo', { name })}
                onClick={() => onReply(comment)}
              >
                {t('publications.comments.reply')}
              </button>
              {mine && (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  aria-label={t('publications.comments.editOf', { name })}
                  onClick={() => onEdit(comment)}
                >
                  {t('publications.comments.edit')}
                </button>
              )}
              {(mine || canDelete) && (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-danger-emphasis"
                  aria-label={t('publications.comments.deleteOf', { name })}
                  onClick={() => onDelete(comment)}
                >
                  {t('publications.comments.delete')}
                </button>
              )}
              {!mine && meId && (
                <ReportButton
                  target={{ type: 'comment', id: comment.id }}
                  className="btn btn-link btn-sm p-0 text-body-secondary"
                  icon={false}
                  aria-label={t('publications.comments.reportOf', { name })}
                />
              )}
            </div>
          )}
        </div>
      </div>
      {children}
    </li>
  );
}
