import { NAV_ICONS } from '@/shared/ui/nav-icons';
import type { UserProfile } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { myRolesQuery } from '@/features/roles/roles.public';
import { useProfile } from '@/features/users/users.public';
import { fullName } from '@/shared/people/person-name';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { useNavOf } from './useNavOf';
import { NavEntryLink } from './NavEntryLink';
import type { MenuEntry } from '../compose-features';
import '@/app/layout/layout.texts';

/**
 * The left column card (spec §2): the member, their counts, the profile menu and links. The
 * menu and links show once the member and their roles are known, at their final place: a staff
 * entry or the member's header arriving later would move them under a finger about to tap one
 * (e2e/help-terms.e2e.ts clicks 'Aide' right after signing in).
 */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const profileMenu = useNavOf('profile');
  const cardLinks = useNavOf('card');
  const roles = useQuery(myRolesQuery());
  const settled = Boolean(profile.data) && !roles.isPending;

  return (
    <section
      className="card profile-card overflow-hidden mb-3"
      aria-label={t('layout.profileCard')}
    >
      {profile.data && settled ? (
        <MemberHeader user={profile.data} />
      ) : (
        <div className="card-body text-center py-5" role="status">
          <p className="mb-2">{t('common.loading')}</p>
          {profile.isError && (
            <>
              <p className="text-danger small mb-2">{t('errors.profile')}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => void profile.refetch()}
              >
                {t('common.retry')}
              </button>
            </>
          )}
        </div>
      )}
      {settled && <CardMenus profileMenu={profileMenu} cardLinks={cardLinks} />}
    </section>
  );
}

function CardMenus({
  profileMenu,
  cardLinks,
}: {
  profileMenu: readonly MenuEntry[];
  cardLinks: readonly MenuEntry[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('layout.profileMenu.label')} className="px-2 pb-2">
        <ul className="nav flex-column">
          {profileMenu.map((entry) => (
            <li className="nav-item" key={entry.key}>
              <NavEntryLink
                entry={entry}
                className="nav-link profile-menu-link d-flex align-items-center gap-3"
                before={entry.icon && <Icon svg={NAV_ICONS[entry.icon]} size={18} />}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="card-footer bg-transparent">
        <ul
          className="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 mb-0 small"
          aria-label={t('layout.cardLinks.label')}
        >
          {cardLinks.map((entry) => (
            <li key={entry.key}>
              <NavEntryLink entry={entry} className="card-link-item" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The left column: a quarter of the container from 992 px, the drawer's width below. */
const COVER_SIZES = '(min-width: 1400px) 330px, (min-width: 992px) 25vw, 400px';

function MemberHeader({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <>
      <div className="profile-cover">
        {user.cover_picture && (
          <ResponsiveImage
            src={user.cover_picture}
            alt={t('common.coverAlt', { name })}
            sizes={COVER_SIZES}
          />
        )}
      </div>
      <div className="card-body text-center pt-0">
        <Avatar
          src={user.profile_picture}
          alt={
            user.profile_picture ? t('common.avatarAlt', { name }) : t('common.defaultAvatarAlt')
          }
          size={80}
          className="profile-avatar border border-4 border-body"
        />
        <h2 className="h5 fw-bold mt-2 mb-1">
          <Link to="/profile/feed" className="text-reset text-decoration-none">
            {name}
          </Link>
        </h2>
        {user.bio && <p className="small text-body-secondary mb-3">{user.bio}</p>}
        <dl className="row g-0 text-center mb-0 profile-counts">
          {(['publications', 'friends', 'invitations'] as const).map((key) => (
            <div className="col d-flex flex-column-reverse" key={key}>
              <dt className="small fw-normal text-body-secondary">{t(`layout.counts.${key}`)}</dt>
              <dd className="h6 fw-bold mb-0">{user.counts[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <hr className="my-0 mx-3" />
    </>
  );
}
