import type { ActivityItem, ActivityKind } from '@koinonia/contracts';
import { Link } from 'react-router';
import { biPencilSquare, biReply } from '@/shared/ui/icons-publications.generated';
import { detailsHref } from '@/features/publications/publications.public';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { Icon } from '@/shared/ui/Icon';
import { biHeart } from '@/shared/ui/icons.generated';
import { biChatLeftText } from '@/shared/ui/icons-members.generated';

const ICONS: Record<ActivityKind, string> = {
  publication: biPencilSquare,
  comment: biChatLeftText,
  reply: biReply,
  publication_reaction: biHeart,
  comment_reaction: biHeart,
};

/** One line of the timeline: what was done (a link to the publication), the words, when. */
export function ActivityEntry({ item, sentence }: { item: ActivityItem; sentence: string }) {
  // What was written (a comment, a reply) or reacted to (a comment), else the publication.
  const quote = item.comment?.excerpt || item.publication.excerpt;
  return (
    <li className="d-flex gap-3 py-3">
      <span className="activity-icon" aria-hidden="true">
        <Icon svg={ICONS[item.kind]} />
      </span>
      <div className="flex-grow-1 min-w-0">
        <Link to={detailsHref(item.publication.id)} className="fw-semibold text-body activity-link">
          {sentence}
        </Link>
        {quote && <p className="activity-quote text-body-secondary small my-1">{quote}</p>}
        {/* A line of its own: after a sentence without a quote it ran on ('a publiéil y a'). */}
        <time
          className="d-block small text-body-secondary"
          dateTime={item.created_at}
          title={fullDateTime(item.created_at)}
        >
          {relativeTime(item.created_at)}
        </time>
      </div>
      {item.publication.thumbnail && (
        <img
          src={item.publication.thumbnail}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="activity-thumb"
        />
      )}
    </li>
  );
}
