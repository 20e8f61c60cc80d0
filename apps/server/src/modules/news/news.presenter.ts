/** News rows → the shapes of contracts blogs.ts, field by field. */
import {
  type Article,
  type ArticleComment,
  type ArticleSummary,
  NEWS_CATEGORY_LABELS,
  NEWS_CATEGORY_VARIANT,
} from '@koinonia/contracts';
import { presentMemberCard } from '../users/users.public.ts';
import { readingMinutes, renderedArticle } from './news.markdown.ts';
import { can, type NewsActor } from './news.policy.ts';
import type { ArticleRow, CommentRow } from './news.repository.ts';
import { dayLabel } from './news.time.ts';

export function presentSummary(row: ArticleRow, zone: string): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    category_label: NEWS_CATEGORY_LABELS[row.category],
    category_variant: NEWS_CATEGORY_VARIANT[row.category],
    image: row.image,
    image_alt: row.image_alt,
    author: row.author && presentMemberCard(row.author),
    status: row.status,
    publish_at: row.publish_at,
    date: dayLabel(row.publish_at ?? row.created_at, zone),
    reading_minutes: readingMinutes(row.body),
    comments_count: row.comments_count,
    reactions: row.reactions,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentArticle(
  row: ArticleRow,
  related: readonly ArticleRow[],
  actor: NewsActor,
  zone: string,
): Article {
  const editor = can(actor, 'article:write');
  return {
    ...presentSummary(row, zone),
    body: editor ? row.body : null,
    html: renderedArticle(row.body),
    related: related.map((r) => presentSummary(r, zone)),
    can_edit: editor,
  };
}

export function presentComment(row: CommentRow, actor: NewsActor): ArticleComment {
  return {
    id: row.id,
    article_id: row.article_id,
    reply_to: row.reply_to,
    author: presentMemberCard(row.author),
    text: row.text,
    created_at: row.created_at,
    updated_at: row.updated_at,
    replies_count: row.replies_count,
    can_edit: can(actor, 'comment:edit', row.author.id),
    can_delete: can(actor, 'comment:remove', row.author.id),
    // Its author alone is shown it: 'Masqué par la modération' on it.
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
  };
}
