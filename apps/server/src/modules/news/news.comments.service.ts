/**
 * Comments and reactions on articles (docs/adr/0016-news-articles.md: the news module's own
 * tables, in the shapes of the publications'). Guests read the comments of a published
 * article; members comment, reply (one level) and react; a block hides the comments of either
 * member from the other, as everywhere.
 */
import type {
  ArticleComment,
  ArticleCommentPage,
  CreateArticleCommentBody,
  ReactionsSummary,
  UpdateArticleCommentBody,
} from '@koinonia/contracts';
import { byTimeKey, decodeTimeCursor, type PageQuery, timePage } from '../../platform/cursor.ts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { ActorOf, NewsServiceDeps } from './news.deps.ts';
import { authorize } from './news.policy.ts';
import { presentComment } from './news.presenter.ts';
import type { ArticleRow } from './news.repository.ts';
import { NOBODY } from './news.sql.ts';
import { commentNotFound, NEWS_TEXTS, notFound } from './news.texts.ts';

const COMMENTS_KIND = 'news-comments';

export function createArticleComments(deps: NewsServiceDeps, actorOf: ActorOf) {
  const { repository } = deps;

  /** A published article the member may comment on or react to (404 otherwise). */
  async function published(me: string, id: string): Promise<ArticleRow> {
    const row = isUuid(id) ? await repository.find(me, id, false) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function comment(me: string, id: string): Promise<ArticleComment> {
    const actor = await actorOf(me);
    const row = await repository.findComment(me, id, actor.editor);
    if (!row) throw commentNotFound();
    return presentComment(row, actor);
  }

  return {
    /** `GET /api/blogs/{id}/comments/`: oldest first, with replies; guests too. */
    async comments(me: string | null, id: string, page: PageQuery): Promise<ArticleCommentPage> {
      const actor = await actorOf(me);
      const viewer = me ?? NOBODY;
      const article = isUuid(id) ? await repository.find(viewer, id, actor.editor) : undefined;
      if (!article) throw notFound();
      const rows = await repository.comments(
        viewer,
        article.id,
        decodeTimeCursor(COMMENTS_KIND, page.cursor),
        page.limit + 1,
      );
      const { shown, next } = timePage(COMMENTS_KIND, rows, page.limit, byTimeKey);
      return {
        results: shown.map((row) => ({
          ...presentComment(row, actor),
          replies: row.replies.map((reply) => presentComment(reply, actor)),
        })),
        next,
      };
    },

    /** `POST /api/blogs/{id}/comments/`: `created` false when `client_id` was stored before. */
    async addComment(
      me: string,
      id: string,
      input: CreateArticleCommentBody,
    ): Promise<{ comment: ArticleComment; created: boolean }> {
      authorize(await actorOf(me), 'comment:write');
      const article = await published(me, id);
      const replyTo = input.reply_to ?? null;
      if (replyTo !== null && !(await repository.topLevelComment(article.id, replyTo))) {
        throw invalid('reply_to', NEWS_TEXTS.replyToReply);
      }
      const stored = await repository.insertComment({
        articleId: article.id,
        authorId: me,
        replyTo,
        text: input.text,
        clientId: input.client_id ?? null,
      });
      return { comment: await comment(me, stored.id), created: stored.created };
    },

    /** `PATCH /api/blogs/comments/{id}/`: its author. */
    async editComment(
      me: string,
      id: string,
      input: UpdateArticleCommentBody,
    ): Promise<ArticleComment> {
      const actor = await actorOf(me);
      const row = isUuid(id) ? await repository.findComment(me, id, actor.editor) : undefined;
      if (!row) throw commentNotFound();
      authorize(actor, 'comment:edit', row.author_id);
      await deps.transaction(async (inTransaction, record) => {
        const { hidden } = await inTransaction.updateComment(row.id, input.text);
        // Hidden by moderation and edited: back to the moderators' queue (ADR 0021).
        if (hidden) await record('news.hidden_edited', { type: 'article_comment', id: row.id });
      });
      return comment(me, row.id);
    },

    /** `DELETE /api/blogs/comments/{id}/`: its author, an editor or a moderator. */
    async removeComment(me: string, id: string): Promise<void> {
      const actor = await actorOf(me);
      const row = isUuid(id) ? await repository.findComment(me, id, actor.editor) : undefined;
      if (!row) throw commentNotFound();
      authorize(actor, 'comment:remove', row.author_id);
      await repository.removeComment(row.id);
    },

    /** `POST /api/blogs/{id}/react/`: sets or changes the member's reaction. */
    async react(me: string, id: string, kind: string): Promise<ReactionsSummary> {
      authorize(await actorOf(me), 'comment:write');
      if (!(await deps.reactionKinds()).includes(kind)) {
        throw invalid('kind', NEWS_TEXTS.unknownReaction);
      }
      const article = await published(me, id);
      await repository.react(article.id, me, kind);
      return (await published(me, id)).reactions;
    },

    /** `DELETE /api/blogs/{id}/react/`. */
    async unreact(me: string, id: string): Promise<ReactionsSummary> {
      const article = await published(me, id);
      await repository.unreact(article.id, me);
      return (await published(me, id)).reactions;
    },
  };
}
