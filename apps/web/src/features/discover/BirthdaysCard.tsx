import type { UpcomingBirthday } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOpenChat } from '@/features/messaging/messaging.public';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biGift } from '@/shared/ui/icons-members.generated';
import { birthdayWhen } from './birthday-when';
import { birthdaysQueryOptions } from './discover.queries';
import '@/features/discover/discover.texts';
import './discover.css';

function BirthdayRow({ friend }: { friend: UpcomingBirthday }) {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  const name = fullName(friend);
  const today = friend.in_days <= 0;
  return (
    <li className="discover-row">
      <Avatar src={friend.profile_picture} alt="" size={40} />
      <div className="flex-grow-1 min-w-0">
        <Link to={memberProfilePath(friend.id)} className="discover-name">
          {name}
        </Link>
        <div className={`small ${today ? 'discover-today' : 'text-body-secondary'}`}>
          {birthdayWhen(friend.in_days, friend.next_birthday)}
        </div>
      </div>
      {today && (
        <button
          type="button"
          className="btn btn-sm btn-primary discover-action"
          aria-label={t('discover.birthdays.wishLabel', { name })}
          onClick={() => openChat(friend)}
        >
          {t('discover.birthdays.wish')}
        </button>
      )}
    </li>
  );
}

/** 'Anniversaires': friends' birthdays of the coming month; 'Souhaiter' opens the chat on the day. */
export function BirthdaysCard() {
  const { t } = useTranslation();
  const birthdays = useQuery(birthdaysQueryOptions());

  return (
    <section className="card border-0 mb-3 discover-card" aria-labelledby="birthdays-title">
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
          <h2 id="birthdays-title" className="h6 fw-bold d-flex align-items-center gap-2 mb-0">
            <Icon svg={biGift} className="text-primary" /> {t('discover.birthdays.title')}
          </h2>
          <Link
            to="/feed/celebration"
            className="small text-nowrap"
            aria-label={t('discover.birthdays.seeAllLabel')}
          >
            {t('discover.birthdays.seeAll')}
          </Link>
        </div>
        {birthdays.isPending ? (
          <div
            role="status"
            aria-label={t('discover.birthdays.loading')}
            className="placeholder-glow"
          >
            <div className="discover-row" aria-hidden="true">
              <span className="placeholder rounded-circle" style={{ width: 40, height: 40 }} />
              <span className="placeholder col-7" />
            </div>
          </div>
        ) : birthdays.isError ? (
          <div className="small">
            <p className="mb-2">{t('discover.birthdays.error')}</p>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void birthdays.refetch()}
            >
              {t('discover.birthdays.retry')}
            </button>
          </div>
        ) : birthdays.data.results.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('discover.birthdays.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 discover-list">
            {birthdays.data.results.map((friend) => (
              <BirthdayRow key={friend.id} friend={friend} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
