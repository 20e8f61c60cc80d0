/** Publication rows → the shapes of contracts publications.ts, field by field. */
import type {
  ActivityItem,
  Comment,
  CommentThread,
  Publication,
  PublicationAuthor,
  ReactionsSummary,
} from '@koinonia/contracts';
import type { CardRow, CommentRow, PublicationRow, ReactionsRow } from './publications.sql.ts';
import type { ActivityRow } from './publications.activity.repository.ts';
import { presentVideoState } from '../media/media.public.ts';
import { presentMemberCard } from '../users/users.public.ts';

/** How long an activity's excerpt may be, '…' included. */
export const EXCERPT_MAX_LENGTH = 140;

/** A UTF-16 half of a pair without its other half: PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The start of a text on one line: whole when it fits, else cut at the last word that fits
 * (or mid-word when a word is very long) and ended with '…'. Counts characters, not UTF-16
 * units, so an emoji is never split; a lone half of a pair becomes '�', so that the excerpt may
 * go into JSON (a notification's quote, a fact).
 */
export function excerpt(text: string, length = EXCERPT_MAX_LENGTH): string {
  const chars = Array.from(text.replace(LONE_SURROGATE, '\uFFFD').replace(/\s+/g, ' ').trim());
  if (chars.length <= length) return chars.join('');
  const cut = chars.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space >= length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const presentAuthor = (row: CardRow): PublicationAuthor => presentMemberCard(row);

const presentReactions = (row: ReactionsRow): ReactionsSummary => ({
  counts: { ...row.counts },
  total: row.total,
  mine: row.mine,
});

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    publication_id: row.publication_id,
    reply_to: row.reply_to,
    author: presentAuthor(row.author),
    text: row.text,
    image: row.image,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reactions: presentReactions(row.reactions),
    replies_count: row.replies_count,
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
  };
}

export function presentThread(row: CommentRow): CommentThread {
  return { ...presentComment(row), replies: (row.replies ?? []).map(presentComment) };
}

/** The video: an embed's link, or an uploaded one's with its state (docs/adr/0017-video-pipeline.md). */
function presentVideo(row: PublicationRow): Publication['video'] {
  if (!row.video_kind || !row.video_url) return null;
  const video = { kind: row.video_kind, url: row.video_url };
  return row.video_kind === 'upload' && row.video_state
    ? { ...video, ...presentVideoState(row.video_state) }
    : video;
}

export function presentPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    author: presentAuthor(row.author),
    type: row.type,
    text: row.text,
    photos: row.photos,
    video: presentVideo(row),
    audience: row.audience,
    group: row.group,
    event: row.event,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reactions: presentReactions(row.reactions),
    comments_count: row.comments_count,
    first_comments: row.first_comments.map(presentComment),
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
    ...(row.from_community ? { from_community: true } : {}),
    ...(row.saved ? { saved: true } : {}),
  };
}

export function presentActivity(row: ActivityRow): ActivityItem {
  return {
    id: `${row.kind}:${row.row_id}`,
    kind: row.kind,
    created_at: row.created_at,
    publication: {
      id: row.publication.id,
      author: presentAuthor(row.publication.author),
      excerpt: excerpt(row.publication.text),
      thumbnail: row.publication.thumbnail,
    },
    comment: row.comment && { id: row.comment.id, excerpt: excerpt(row.comment.text) },
    reaction: row.reaction,
  };
}
