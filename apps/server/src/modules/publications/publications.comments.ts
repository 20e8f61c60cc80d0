/**
 * Comments, replies and their reactions: the half of the publications service that
 * works on comments. A comment is reached only through a publication the member may see.
 */
import type {
  Comment,
  CommentPage,
  CreateCommentBody,
  Publication,
  UpdateCommentBody,
} from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import { byTimeKey, decodeTimeCursor, type PageQuery, timePage } from '../../platform/cursor.ts';
import { excerpt, presentComment, presentThread } from './publications.presenter.ts';
import type { PublicationsRepository } from './publications.repository.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { PublicationsFacts } from './publications.facts.ts';
import { authorize } from './publications.policy.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';

/** A comment the member may see, with its author and its publication's. */
type CommentView = NonNullable<Awaited<ReturnType<PublicationsRepository['findComment']>>>;

/** The rules the comments share with the publications (publications.service.ts). */
export interface PublicationRules {
  visible(me: string, id: string): Promise<Publication>;
  /** A publication `me` may comment on and react to. */
  open(me: string, id: string): Promise<Publication>;
  /** true when `me` moderates the group the publication was published in. */
  moderates(me: string, publication: Publication): Promise<boolean>;
  visibleComment(me: string, id: string): Promise<CommentView>;
  ownImage(me: string, image: string | null | undefined): Promise<string | null>;
  knownReaction(kind: string): Promise<void>;
}

export interface CommentsDeps {
  repository: PublicationsRepository;
  transaction: Transactional<PublicationsRepository>;
}

/** The first words of a text, for a notification's subject or quote ('Veillée de prière…'). */
export const shortExcerpt = (text: string) => excerpt(text, 60);

/** The live thread's fact about a comment (publications.live.ts). */
const commentChange = (
  me: string,
  comment: { id: string; publication_id: string },
): PublicationsFacts['publications.thread_changed'] => ({
  publicationId: comment.publication_id,
  actorId: me,
  change: 'comment',
  commentId: comment.id,
});

export function createCommentsService(
  deps: CommentsDeps,
  { visible, open, moderates, visibleComment, ownImage, knownReaction }: PublicationRules,
) {
  const { repository } = deps;
  return {
    /** `GET /api/publications/post/{id}/comments/`: threads oldest first, with their replies. */
    async comments(me: string, id: string, { cursor, limit }: PageQuery): Promise<CommentPage> {
      const publication = await visible(me, id);
      const rows = await repository.comments(
        me,
        publication.id,
        decodeTimeCursor('comments', cursor),
        limit + 1,
      );
      const { shown, next } = timePage('comments', rows, limit, byTimeKey);
      return { results: shown.map(presentThread), next };
    },

    /**
     * `POST …/comments/`: a comment, or a reply with `reply_to`. A retry with the same
     * `client_id` answers the stored comment (`created: false`) and announces nothing again.
     */
    async comment(
      me: string,
      id: string,
      input: CreateCommentBody,
    ): Promise<{ comment: Comment; created: boolean }> {
      const publication = await open(me, id);
      const clientId = input.client_id ?? null;
      const earlier = clientId ? await repository.findCommentByClientId(me, clientId) : undefined;
      if (earlier) {
        return {
          comment: presentComment((await visibleComment(me, earlier)).comment),
          created: false,
        };
      }
      const text = (input.text ?? '').trim();
      let replyTo: string | null = null;
      let answered: string | null = null;
      if (input.reply_to) {
        const target = await repository.findComment(me, input.reply_to);
        if (!target || target.comment.publication_id !== publication.id) {
          throw invalid('reply_to', PUBLICATIONS_TEXTS.commentNotFound);
        }
        // One level of nesting: a reply to a reply joins its thread.
        replyTo = target.comment.reply_to ?? target.comment.id;
        // They answered before; the audience may have narrowed since.
        if (
          target.authorId !== me &&
          (await repository.visibleAuthor(target.authorId, publication.id))
        ) {
          answered = target.authorId;
        }
      }
      const image = await ownImage(me, input.image);
      if (text === '' && image === null) throw invalid('text', PUBLICATIONS_TEXTS.commentEmpty);
      const { id: commentId, created } = await deps.transaction(async (inTransaction, record) => {
        const inserted = await inTransaction.insertComment({
          publicationId: publication.id,
          authorId: me,
          replyTo,
          text,
          image,
          clientId,
        });
        if (inserted.created) {
          await record('publications.commented', {
            publicationId: publication.id,
            commentId: inserted.id,
            publicationAuthorId: publication.author.id,
            actorId: me,
            answeredId: answered,
            publicationExcerpt: shortExcerpt(publication.text),
            quote: shortExcerpt(text),
          });
          await record('publications.thread_changed', {
            publicationId: publication.id,
            actorId: me,
            change: 'comment',
            commentId: inserted.id,
          });
        }
        return inserted;
      });
      const { comment } = await visibleComment(me, commentId);
      // A retry sent beside the first (two tabs, a Background Sync) met its row at the insert.
      return { comment: presentComment(comment), created };
    },

    async updateComment(me: string, id: string, input: UpdateCommentBody): Promise<Comment> {
      const found = await visibleComment(me, id);
      await authorize(me, 'comment:edit', found);
      await open(me, found.comment.publication_id);
      const text = input.text === undefined ? found.comment.text : input.text.trim();
      const image =
        input.image === undefined
          ? found.comment.image
          : input.image === found.comment.image
            ? input.image
            : await ownImage(me, input.image);
      if (text === '' && image === null) throw invalid('text', PUBLICATIONS_TEXTS.commentEmpty);
      await deps.transaction(async (inTransaction, record) => {
        const { hidden } = await inTransaction.updateComment(found.comment.id, { text, image });
        // Hidden by moderation and edited: back to the moderators' queue.
        if (hidden) {
          await record('publications.hidden_edited', { type: 'comment', id: found.comment.id });
        }
        await record('publications.thread_changed', commentChange(me, found.comment));
      });
      return presentComment((await visibleComment(me, found.comment.id)).comment);
    },

    /**
     * The comment's author, the publication's author, or a moderator of the publication's
     * group may delete it (with its replies).
     */
    async removeComment(me: string, id: string): Promise<void> {
      const found = await visibleComment(me, id);
      await authorize(me, 'comment:remove', found, async () =>
        moderates(me, await visible(me, found.comment.publication_id)),
      );
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.removeComment(found.comment.id);
        await record('publications.thread_changed', commentChange(me, found.comment));
      });
    },

    async reactToComment(me: string, id: string, kind: string): Promise<Comment> {
      const found = await visibleComment(me, id);
      await open(me, found.comment.publication_id);
      await knownReaction(kind);
      await deps.transaction(async (inTransaction, record) => {
        if (await inTransaction.reactToComment(me, found.comment.id, kind)) {
          await record('publications.comment_reacted', {
            publicationId: found.comment.publication_id,
            commentId: found.comment.id,
            commentAuthorId: found.authorId,
            actorId: me,
          });
        }
        await record('publications.thread_changed', {
          ...commentChange(me, found.comment),
          change: 'reaction',
        });
      });
      return presentComment((await visibleComment(me, found.comment.id)).comment);
    },

    async unreactToComment(me: string, id: string): Promise<Comment> {
      const found = await visibleComment(me, id);
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.unreactToComment(me, found.comment.id);
        await record('publications.thread_changed', {
          ...commentChange(me, found.comment),
          change: 'reaction',
        });
      });
      return presentComment((await visibleComment(me, found.comment.id)).comment);
    },
  };
}
