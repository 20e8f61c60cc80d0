import type { Comment, CommentPage, CommentThread } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { publicationsKeys, updatePublicationInCache } from './publications.queries';

/**
 * Lays `update` over comment `commentId` of publication `publicationId` wherever it is
 * cached: its thread or reply in the loaded comments, and the publication's first comments.
 */
export function updateCommentInCache(
  queryClient: QueryClient,
  publicationId: string,
  commentId: string,
  update: (comment: Comment) => Comment,
): void {
  queryClient.setQueryData<CommentPage>(publicationsKeys.comments(publicationId), (page) =>
    page
      ? {
          ...page,
          results: page.results.map((thread) => {
            const replies = thread.replies.map((reply) =>
              reply.id === commentId ? update(reply) : reply,
            );
            const self = thread.id === commentId ? update(thread) : thread;
            return { ...self, replies } satisfies CommentThread;
          }),
        }
      : page,
  );
  updatePublicationInCache(queryClient, publicationId, (publication) => ({
    ...publication,
    first_comments: publication.first_comments.map((item) =>
      item.id === commentId ? update(item) : item,
    ),
  }));
}

/** Adds `comment` (a thread, or a reply to its `reply_to`) and counts it in the publication. */
export function addCommentToCache(queryClient: QueryClient, comment: Comment): void {
  const { publication_id: publicationId, reply_to: replyTo } = comment;
  queryClient.setQueryData<CommentPage>(publicationsKeys.comments(publicationId), (page) => {
    if (!page) return page;
    if (replyTo === null) {
      return { ...page, results: [...page.results, { ...comment, replies: [] }] };
    }
    return {
      ...page,
      results: page.results.map((thread) =>
        thread.id === replyTo
          ? {
              ...thread,
              replies_count: thread.replies_count + 1,
              replies: [...thread.replies, comment],
            }
          : thread,
      ),
    };
  });
  updatePublicationInCache(queryClient, publicationId, (publication) => ({
    ...publication,
    comments_count: publication.comments_count + 1,
    first_comments: publication.first_comments.map((item) =>
      item.id === replyTo ? { ...item, replies_count: item.replies_count + 1 } : item,
    ),
  }));
}

/** Takes comment `comment` out (a thread goes with its replies) and uncounts it. */
export function removeCommentFromCache(queryClient: QueryClient, comment: Comment): void {
  const { publication_id: publicationId, id } = comment;
  const gone = 1 + (comment.reply_to === null ? comment.replies_count : 0);
  queryClient.setQueryData<CommentPage>(publicationsKeys.comments(publicationId), (page) =>
    page
      ? {
          ...page,
          results: page.results
            .filter((thread) => thread.id !== id)
            .map((thread) =>
              thread.replies.some((reply) => reply.id === id)
                ? {
                    ...thread,
                    replies_count: Math.max(0, thread.replies_count - 1),
                    replies: thread.replies.filter((reply) => reply.id !== id),
                  }
                : thread,
            ),
        }
      : page,
  );
  updatePublicationInCache(queryClient, publicationId, (publication) => ({
    ...publication,
    comments_count: Math.max(0, publication.comments_count - gone),
    first_comments: publication.first_comments
      .filter((item) => item.id !== id)
      .map((item) =>
        item.id === comment.reply_to
          ? { ...item, replies_count: Math.max(0, item.replies_count - 1) }
          : item,
      ),
  }));
}
