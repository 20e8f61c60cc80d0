import type { MemberSummary } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRelationMove } from '@/features/relationship/relationship.public';
import { memberListQueryOptions } from '@/features/users/users.public';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { mutualText } from '@/shared/people/member-texts';
import { fullName } from '@/shared/people/person-name';
import { type TFunction, useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biPersonPlus } from '@/shared/ui/icons-members.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/discover/discover.texts';
import './discover.css';

/** How many people the column suggests. */
export const SUGGESTIONS_SHOWN = 5;

/**
 * Why the member is proposed: '3 amis en commun', 'Membre de « Chorale »', 'Participe aussi à
 * « … »' or 'Membre actif de la communauté' (the server's `reason`).
 */
function reasonText(member: MemberSummary, t: TFunction) {
  const reason = member.reason;
  switch (reason?.kind) {
    case 'group':
      return t('discover.suggestions.reasonGroup', { name: reason.name });
    case 'event':
      return t('discover.suggestions.reasonEvent', { name: reason.name });
    case 'active':
      return t('discover.suggestions.reasonActive');
    case 'mutual':
    case undefined:
      return mutualText(member.mutual_count);
  }
}

function SuggestionRow({ member }: { member: MemberSummary }) {
  const { t } = useTranslation();
  const { run, running, busy, done } = useRelationMove();
  const name = fullName(member);
  const mutual = reasonText(member, t);
  return (
    <li className="discover-row">
      <Avatar src={member.profile_picture} alt="" size={40} />
      <div className="flex-grow-1 min-w-0">
        <Link to={memberProfilePath(member.id)} className="discover-name">
          {name}
        </Link>
        {mutual && <div className="small text-body-secondary">{mutual}</div>}
      </div>
      {done === 'invite' ? (
        <span className="small text-body-secondary discover-action">
          {t('discover.suggestions.sent')}
        </span>
      ) : (
        <SpinnerButton
          className="btn btn-sm btn-outline-primary d-inline-flex align-items-center discover-action"
          busy={running === 'invite'}
          disabled={busy}
          aria-label={t('discover.suggestions.inviteLabel', { name })}
          onClick={() => run(member.id, 'invite')}
        >
          {running !== 'invite' && <Icon svg={biPersonPlus} className="me-1" size={16} />}
          {t('discover.suggestions.invite')}
        </SpinnerButton>
      )}
    </li>
  );
}

/**
 * 'Vous connaissez peut-être': a few friends of friends, members of one's groups and events, or
 * the community's most active members, each with why and 'Inviter'.
 */
export function SuggestionsCard() {
  const { t } = useTranslation();
  const suggestions = useInfiniteQuery(memberListQueryOptions('suggestion'));
  const members = suggestions.data?.pages[0]?.results.slice(0, SUGGESTIONS_SHOWN) ?? [];

  return (
    <section className="card border-0 mb-3 discover-card" aria-labelledby="suggestions-title">
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
          <h2 id="suggestions-title" className="h6 fw-bold mb-0">
            {t('discover.suggestions.title')}
          </h2>
          <Link
            to="/profile/connections"
            className="small text-nowrap"
            aria-label={t('discover.suggestions.seeAllLabel')}
          >
            {t('discover.suggestions.seeAll')}
          </Link>
        </div>
        {suggestions.isPending ? (
          <div
            role="status"
            aria-label={t('discover.suggestions.loading')}
            className="placeholder-glow"
          >
            {[0, 1, 2].map((index) => (
              <div key={index} className="discover-row" aria-hidden="true">
                <span className="placeholder rounded-circle" style={{ width: 40, height: 40 }} />
                <span className="placeholder col-7" />
              </div>
            ))}
          </div>
        ) : suggestions.isError ? (
          <div className="small">
            <p className="mb-2">{t('discover.suggestions.error')}</p>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void suggestions.refetch()}
            >
              {t('discover.suggestions.retry')}
            </button>
          </div>
        ) : members.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('discover.suggestions.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 discover-list">
            {members.map((member) => (
              <SuggestionRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
