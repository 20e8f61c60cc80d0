import type { SearchHit, SearchKind } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons/biCalendarEvent';
import { biFlag } from '@/shared/ui/icons/biFlag';
import { biNewspaper } from '@/shared/ui/icons/biNewspaper';
import { biPeople } from '@/shared/ui/icons/biPeople';
import { biQuestionCircle } from '@/shared/ui/icons/biQuestionCircle';
import { hitContext } from './search-hits';

/** The icon of a kind whose hit has no picture. */
const KIND_ICONS: Record<Exclude<SearchKind, 'members'>, string> = {
  groups: biPeople,
  pages: biFlag,
  events: biCalendarEvent,
  articles: biNewspaper,
  help: biQuestionCircle,
};

/** A hit's picture: a member's photo, a group's logo or an event's image, else its kind's icon. */
function HitPicture({ hit, size }: { hit: SearchHit; size: number }) {
  if (hit.kind === 'members') return <Avatar src={hit.image} alt="" size={size} />;
  if (hit.image) {
    return (
      <ResponsiveImage
        src={hit.image}
        alt=""
        sizes={`${size}px`}
        width={size}
        height={size}
        className="rounded-2 object-fit-cover flex-shrink-0"
      />
    );
  }
  return (
    <span className="search-hit-icon rounded-2" style={{ width: size, height: size }}>
      <Icon svg={KIND_ICONS[hit.kind]} size={Math.round(size / 2)} />
    </span>
  );
}

/** A hit as a row: its picture, its title and the line of context of its kind. */
export function SearchHitRow({ hit, size = 40 }: { hit: SearchHit; size?: number }) {
  const { t } = useTranslation();
  const context = hitContext(hit, t);
  return (
    <span className="search-hit">
      <HitPicture hit={hit} size={size} />
      <span className="search-hit-text">
        <span className="search-hit-title">{hit.title}</span>
        {context && <span className="search-hit-context">{context}</span>}
      </span>
    </span>
  );
}
