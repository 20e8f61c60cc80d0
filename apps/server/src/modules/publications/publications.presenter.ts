/** Publication rows → the shapes of contracts publications.ts, field by field. */
import type {
  Comment,
  CommentThread,
  Publication,
  PublicationAuthor,
  ReactionsSummary,
} from '@koinonia/contracts';
import type {
  CardRow,
  CommentRow,
  PublicationRow,
  ReactionsRow,
} from './publications.repository.ts';

const presentAuthor = (row: CardRow): PublicationAuthor => ({
  id: row.id,
  titre: row.titre,
  first_name: row.first_name,
  last_name: row.last_name,
  profile_picture: row.profile_picture,
});

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
  };
}

export function presentThread(row: CommentRow): CommentThread {
  return { ...presentComment(row), replies: (row.replies ?? []).map(presentComment) };
}

export function presentPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    author: presentAuthor(row.author),
    type: row.type,
    text: row.text,
    photos: row.photos,
    video: row.video_kind && row.video_url ? { kind: row.video_kind, url: row.video_url } : null,
    audience: row.audience,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reactions: presentReactions(row.reactions),
    comments_count: row.comments_count,
    first_comments: row.first_comments.map(presentComment),
  };
}
