import { useState } from 'react';
import type {
  Comment,
  CreateCommentBody,
  PublicationAuthor,
  UpdateCommentBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { RetryId } from '@/shared/api/retry-id';
import { sendOrQueue } from '@/shared/offline/outbox';
import { publicationsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { addCommentToCache, removeCommentFromCache, updateCommentInCache } from './comments.cache';
import { keepOverFetches } from './keep-over-fetches';
import { postUrl, publicationsKeys, refreshPublication } from './publications.queries';

const commentUrl = (id: string) => `${publicationsUrl}/comments/${encodeURIComponent(id)}/`;

/**
 * What a refused change does (per item, ADR 0002): `putBack` restores that comment alone,
 * the French error in a toast; when something is gone (404), the publication and its comments
 * are read again.
 */
function rollback(
  queryClient: QueryClient,
  error: unknown,
  publicationId: string,
  putBack: () => void,
) {
  keepOverFetches(queryClient, putBack);
  void notify(errorMessage(error), 'error');
  if (error instanceof ApiError && error.status === 404) void resync(queryClient, publicationId);
}

/** The comments and the counts of the publication, as the server has them now. */
function resync(queryClient: QueryClient, publicationId: string) {
  return Promise.all([
    refreshPublication(queryClient, publicationId),
    queryClient.invalidateQueries({ queryKey: publicationsKeys.comments(publicationId) }),
  ]);
}

export interface NewComment {
  text: string;
  image?: string | null;
  /** The top-level comment answered: a reply to a reply answers its thread (one level). */
  replyTo?: string | null;
  /** The signed-in member, to show the comment until the server answers (if known yet). */
  author?: PublicationAuthor;
}

/**
 * POST /api/publications/post/{id}/comments/: the comment shows at once; refused, it goes
 * away with the French error in a toast; then the comments and counts are re-read. Without the
 * network it waits in the outbox (docs/adr/0019-pwa-and-offline.md).
 */
export function useCreateComment(publicationId: string) {
  const queryClient = useQueryClient();
  // A comment sent again after a failure is stored once (client_id).
  const [retryId] = useState(() => new RetryId());
  return useMutation({
    // Run offline too (not paused by TanStack Query): sendOrQueue keeps it in the outbox.
    networkMode: 'always',
    mutationFn: async ({ text, image, replyTo }: NewComment) => {
      const body: CreateCommentBody = { text };
      if (image) body.image = image;
      if (replyTo) body.reply_to = replyTo;
      const clientId = retryId.for(JSON.stringify([publicationId, body]));
      const answer = await sendOrQueue<Comment>({
        kind: 'comment',
        url: `${postUrl(publicationId)}comments/`,
        body: { ...body, client_id: clientId },
        target: publicationId,
        refresh: [
          publicationsKeys.comments(publicationId),
          publicationsKeys.detail(publicationId),
          publicationsKeys.feed(),
        ],
      });
      retryId.done();
      return answer;
    },
    onMutate: ({ text, image, replyTo, author }) => {
      if (!author) return { pending: null };
      const now = new Date().toISOString();
      const pending: Comment = {
        id: `pending-${now}`,
        publication_id: publicationId,
        reply_to: replyTo ?? null,
        author,
        text,
        image: image ?? null,
        created_at: now,
        updated_at: now,
        reactions: { counts: {}, total: 0, mine: null },
        replies_count: 0,
      };
      addCommentToCache(queryClient, pending);
      return { pending };
    },
    // Only the pending comment goes; the comments and counts are read again afterwards anyway.
    onError: (error, _variables, context) => {
      if (context?.pending) removeCommentFromCache(queryClient, context.pending);
      void notify(errorMessage(error), 'error');
    },
    // Kept for the network's return: the waiting list shows it 'En attente d'envoi' instead.
    onSuccess: (answer, _variables, context) => {
      if (answer.queued && context.pending) removeCommentFromCache(queryClient, context.pending);
    },
    onSettled: (answer) => (answer?.queued ? undefined : resync(queryClient, publicationId)),
  });
}

export interface CommentEdit {
  comment: Comment;
  changes: UpdateCommentBody;
}

/** PATCH /api/publications/comments/{id}/: changed at once, rolled back when refused. */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, changes }: CommentEdit) =>
      apiRequest<Comment>(commentUrl(comment.id), { method: 'PATCH', body: changes }),
    onMutate: ({ comment, changes }) =>
      keepOverFetches(queryClient, () =>
        updateCommentInCache(queryClient, comment.publication_id, comment.id, (item) => ({
          ...item,
          text: changes.text ?? item.text,
          image: changes.image === undefined ? item.image : changes.image,
        })),
      ),
    onError: (error, { comment: before }) =>
      rollback(queryClient, error, before.publication_id, () =>
        updateCommentInCache(queryClient, before.publication_id, before.id, (item) => ({
          ...item,
          text: before.text,
          image: before.image,
        })),
      ),
    onSuccess: (fresh) =>
      updateCommentInCache(queryClient, fresh.publication_id, fresh.id, (item) => ({
        ...fresh,
        replies_count: item.replies_count,
      })),
  });
}

/**
 * DELETE /api/publications/comments/{id}/ (mine, or any on my publication; a thread goes
 * with its replies): gone at once, back with a toast when refused.
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) =>
      apiRequest<null>(commentUrl(comment.id), { method: 'DELETE' }),
    onMutate: (comment) => removeCommentFromCache(queryClient, comment),
    // The comments are read again just after (onSettled), which brings it back in its place.
    onError: (error) => void notify(errorMessage(error), 'error'),
    onSettled: (_data, _error, comment) => resync(queryClient, comment.publication_id),
  });
}
