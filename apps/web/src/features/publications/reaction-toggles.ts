import type { Comment, Publication, ReactionsSummary } from '@koinonia/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { publicationsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { updateCommentInCache } from './comments.cache';
import { keepOverFetches } from './keep-over-fetches';
import { createLastTapWins, type LastTapWins } from './last-tap-wins';
import {
  postUrl,
  publicationsKeys,
  refreshPublication,
  removePublicationFromCache,
  updatePublicationInCache,
} from './publications.queries';
import { applyReaction, nextReaction } from './reactions';

type Wish = string | null;
type Queue = LastTapWins<Wish, ReactionsSummary>;

/** POST { kind } or DELETE on a `react/` URL; both answer the item with its reactions. */
function sendReaction(url: string, wanted: Wish) {
  return wanted
    ? apiRequest<Publication | Comment>(url, { body: { kind: wanted } })
    : apiRequest<Publication | Comment>(url, { method: 'DELETE' });
}

const reached = (wanted: Wish, state: ReactionsSummary) => state.mine === wanted;

function publicationQueue(queryClient: QueryClient): Queue {
  const write = (id: string, reactions: ReactionsSummary) =>
    keepOverFetches(queryClient, () =>
      updatePublicationInCache(queryClient, id, (item) => ({ ...item, reactions })),
    );
  return createLastTapWins({
    send: (id, wanted) =>
      sendReaction(`${postUrl(id)}react/`, wanted).then((fresh) => fresh.reactions),
    reached,
    onSettled: write,
    // Only this publication comes back; a gone one (404) leaves the lists.
    onFailed: (id, error, confirmed) => {
      write(id, confirmed);
      if (error instanceof ApiError && error.status === 404) {
        removePublicationFromCache(queryClient, id);
      }
      void notify(errorMessage(error), 'error');
    },
  });
}

/** Comments are keyed `publicationId/commentId`: both are needed to find their copies. */
function commentQueue(queryClient: QueryClient): Queue {
  const write = (key: string, reactions: ReactionsSummary) => {
    const [publicationId = '', commentId = ''] = key.split('/');
    keepOverFetches(queryClient, () =>
      updateCommentInCache(queryClient, publicationId, commentId, (item) => ({
        ...item,
        reactions,
      })),
    );
  };
  return createLastTapWins({
    send: (key, wanted) =>
      sendReaction(
        `${publicationsUrl}/comments/${encodeURIComponent(key.split('/')[1] ?? '')}/react/`,
        wanted,
      ).then((fresh) => fresh.reactions),
    reached,
    onSettled: write,
    onFailed: (key, error, confirmed) => {
      write(key, confirmed);
      void notify(errorMessage(error), 'error');
      const publicationId = key.split('/')[0] ?? '';
      if (error instanceof ApiError && error.status === 404) {
        void refreshPublication(queryClient, publicationId);
        void queryClient.invalidateQueries({ queryKey: publicationsKeys.comments(publicationId) });
      }
    },
  });
}

const queues = new WeakMap<QueryClient, { publications: Queue; comments: Queue }>();

function queuesOf(queryClient: QueryClient) {
  let found = queues.get(queryClient);
  if (!found) {
    found = { publications: publicationQueue(queryClient), comments: commentQueue(queryClient) };
    queues.set(queryClient, found);
  }
  return found;
}

export interface ReactVariables {
  publication: Publication;
  /** The reaction clicked: mine again removes it. */
  kind: string;
}

/**
 * POST or DELETE /api/publications/post/{id}/react/, per publication (ADR 0002): the
 * tap shows at once in every cached copy of that publication; taps on the same one are
 * queued so the last one wins; a refusal rolls back that publication only, with the
 * server's French error in a toast. Nothing else is cancelled or restored.
 */
export function useReactToPublication() {
  const queryClient = useQueryClient();
  return {
    mutate: ({ publication, kind }: ReactVariables) => {
      const { publications } = queuesOf(queryClient);
      const next = nextReaction(publication.reactions.mine, kind);
      keepOverFetches(queryClient, () =>
        updatePublicationInCache(queryClient, publication.id, (item) => ({
          ...item,
          reactions: applyReaction(item.reactions, next),
        })),
      );
      // While nothing is pending, what is shown is what the server has.
      void publications.want(publication.id, next, publication.reactions);
    },
  };
}

export interface CommentReaction {
  comment: Comment;
  /** The reaction clicked: mine again removes it. */
  kind: string;
}

/** POST or DELETE /api/publications/comments/{id}/react/, per comment, like publications. */
export function useReactToComment() {
  const queryClient = useQueryClient();
  return {
    mutate: ({ comment, kind }: CommentReaction) => {
      const { comments } = queuesOf(queryClient);
      const next = nextReaction(comment.reactions.mine, kind);
      keepOverFetches(queryClient, () =>
        updateCommentInCache(queryClient, comment.publication_id, comment.id, (item) => ({
          ...item,
          reactions: applyReaction(item.reactions, next),
        })),
      );
      void comments.want(`${comment.publication_id}/${comment.id}`, next, comment.reactions);
    },
  };
}
