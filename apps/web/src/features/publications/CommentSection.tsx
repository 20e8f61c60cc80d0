import type { Comment, CommentThread, Publication } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useProfile } from '@/features/users/users.public';
import { firstAndLastName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { CommentForm } from './CommentForm';
import { CommentItem, commentAnchor } from './CommentItem';
import { PendingComments } from './PendingWrites';
import { useCreateComment, useDeleteComment, useUpdateComment } from './comments.mutations';
import { commentsQueryOptions } from './publications.queries';
import '@/features/publications/publications.texts';

interface CommentSectionProps {
  publication: Publication;
  meId: string | undefined;
  /** Start with every comment shown (the publication's own page). */
  expanded?: boolean;
  /** The comment a notification leads to: scrolled to, focused and highlighted once shown. */
  highlightId?: string;
}

/**
 * The comments of a publication: its first ones, all of them with their replies on demand
 * ('Voir les N commentaires'), replies one level deep, edit and delete, and the comment form.
 */
export function CommentSection({
  publication,
  meId,
  expanded: startExpanded = false,
  highlightId,
}: CommentSectionProps) {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  const [expanded, setExpanded] = useState(startExpanded);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const all = useQuery({ ...commentsQueryOptions(publication.id), enabled: expanded });
  const create = useCreateComment(publication.id);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const author = me
    ? {
        id: me.id,
        titre: me.titre,
        first_name: me.first_name,
        last_name: me.last_name,
        profile_picture: me.profile_picture ?? null,
      }
    : undefined;
  const iAmAuthor = publication.author.id === meId;

  const threads: CommentThread[] =
    expanded && all.data
      ? all.data.results
      : publication.first_comments.map((comment) => ({ ...comment, replies: [] }));
  const shown = threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  const highlightShown = threads.some(
    (thread) => thread.id === highlightId || thread.replies.some((r) => r.id === highlightId),
  );
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!highlightId || !highlightShown || scrolledTo.current === highlightId) return;
    const element = document.getElementById(commentAnchor(highlightId));
    if (!element) return;
    scrolledTo.current = highlightId;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [highlightId, highlightShown]);
  const hidden = publication.comments_count - shown;

  function send(text: string, image: string | null, replyTo: string | null) {
    setExpanded(true);
    return create.mutateAsync({ text, image, replyTo, author });
  }

  function item(comment: Comment, thread: CommentThread, children?: ReactNode) {
    return (
      <CommentItem
        key={comment.id}
        comment={comment}
        meId={meId}
        highlighted={comment.id === highlightId}
        canDelete={iAmAuthor}
        // One level: answering a reply answers its thread.
        onReply={() => {
          setExpanded(true);
          setReplyingTo(thread.id);
        }}
        onEdit={() => setEditing(comment.id)}
        onDelete={setDeleting}
        editor={
          editing === comment.id ? (
            <CommentForm
              autoFocus
              label={t('publications.comments.editLabel')}
              submitLabel={t('publications.comments.save')}
              initial={{ text: comment.text, image: comment.image }}
              onCancel={() => setEditing(null)}
              onSubmit={({ text, image }) => {
                setEditing(null);
                return update.mutateAsync({ comment, changes: { text, image } });
              }}
            />
          ) : undefined
        }
      >
        {children}
      </CommentItem>
    );
  }

  return (
    <div className="mt-3">
      {threads.length > 0 && (
        <ul className="list-unstyled mb-2" aria-label={t('publications.comments.title')}>
          {threads.map((thread) =>
            item(
              thread,
              thread,
              (thread.replies.length > 0 || replyingTo === thread.id) && (
                <div className="ms-5 mt-2">
                  {thread.replies.length > 0 && (
                    <ul
                      className="list-unstyled mb-0"
                      aria-label={t('publications.comments.replies')}
                    >
                      {thread.replies.map((reply) => item(reply, thread))}
                    </ul>
                  )}
                  {replyingTo === thread.id && (
                    <CommentForm
                      autoFocus
                      label={t('publications.comments.replyLabel', {
                        name: firstAndLastName(thread.author),
                      })}
                      submitLabel={t('publications.comments.sendReply')}
                      onCancel={() => setReplyingTo(null)}
                      onSubmit={({ text, image }) => {
                        setReplyingTo(null);
                        return send(text, image, thread.id);
                      }}
                    />
                  )}
                </div>
              ),
            ),
          )}
        </ul>
      )}
      {hidden > 0 && !(expanded && all.data) && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0 mb-2"
          disabled={expanded && all.isFetching}
          onClick={() => setExpanded(true)}
        >
          {publication.comments_count === 1
            ? t('publications.comments.showOne')
            : t('publications.comments.showAll', { count: publication.comments_count })}
        </button>
      )}
      {expanded && all.isError && (
        <p role="alert" className="small text-danger-emphasis mb-2">
          {t('publications.comments.loadError')}
        </p>
      )}
      <PendingComments publicationId={publication.id} />
      <CommentForm
        label={t('publications.comments.write')}
        submitLabel={t('publications.comments.send')}
        onSubmit={({ text, image }) => send(text, image, null)}
      />
      <LazyConfirmModal
        show={deleting !== null}
        title={t(
          deleting?.reply_to
            ? 'publications.comments.deleteReplyTitle'
            : 'publications.comments.deleteTitle',
        )}
        text={t(
          deleting?.reply_to
            ? 'publications.comments.deleteReplyText'
            : 'publications.comments.deleteText',
        )}
        confirmLabel={t('publications.comments.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
