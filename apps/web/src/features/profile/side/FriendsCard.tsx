import type { MemberSummary, UserProfile } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRelationMove } from '@/features/relationship/relationship.public';
import { memberListQueryOptions } from '@/features/users/users.public';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { fullName } from '@/shared/people/person-name';
import { FRIENDS_CARD_ENTRIES } from '@/shared/constants';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biPersonDash } from '@/shared/ui/icons-members.generated';
import { MessageButton } from '@/features/messaging/messaging.ui';
import '@/features/profile/profile.texts';
import { counted } from '@/shared/i18n/plural';

/** The Friends card (spec §2): the real count and the first four friends. */
export function FriendsCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const friends = useInfiniteQuery(memberListQueryOptions('friend'));
  const shown = (friends.data?.pages[0]?.results ?? []).slice(0, FRIENDS_CARD_ENTRIES);
  return (
    <section className="card mb-4" aria-labelledby="friends-card-title">
      <div className="card-body">
        <h2
          id="friends-card-title"
          className="h5 fw-bold mb-3 d-flex align-items-center justify-content-between"
        >
          {t('profile.friends.title')}
          <span
            className="badge kn-badge"
            title={counted(user.counts.friends, 'profile.friends.count', {}, t)}
          >
            {user.counts.friends}
          </span>
        </h2>
        {friends.isPending ? (
          <div className="skeleton skeleton-row" aria-hidden="true" />
        ) : shown.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('profile.friends.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {shown.map((friend) => (
              <FriendEntry key={friend.id} friend={friend} />
            ))}
          </ul>
        )}
        <Link to="/profile/connections" className="small fw-medium">
          {t('profile.friends.seeAll')}
        </Link>
      </div>
    </section>
  );
}

function FriendEntry({ friend }: { friend: MemberSummary }) {
  const { t } = useTranslation();
  const { run, busy } = useRelationMove();
  const name = fullName(friend);
  return (
    <li className="d-flex align-items-center gap-2 py-2">
      <Avatar src={friend.profile_picture} alt="" size={40} />
      <Link
        to={memberProfilePath(friend.id)}
        className="flex-grow-1 min-w-0 text-truncate fw-medium text-reset"
      >
        {name}
      </Link>
      <MessageButton partner={friend} className="btn btn-icon btn-outline-secondary" iconOnly />
      <button
        type="button"
        className="btn btn-icon btn-outline-danger"
        aria-label={t('profile.friends.remove', { name })}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => run(friend.id, 'remove')}
      >
        {busy ? (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        ) : (
          <Icon svg={biPersonDash} />
        )}
      </button>
    </li>
  );
}
