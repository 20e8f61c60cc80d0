import type { UserProfile } from '@koinonia/contracts';
import { Link } from 'react-router';
import { fullName } from '@/shared/people/person-name';
import { friendsText } from '@/shared/people/member-texts';
import { memberSinceText } from '@/shared/people/member-since';
import { useTranslation } from '@/shared/i18n/i18n';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuItem } from '@/shared/ui/MenuItems';
import { biGear } from '@/shared/ui/icons.generated';
import { biCameraFill, biShare, biThreeDots } from '@/shared/ui/icons-members.generated';
import { COVER_SIZES } from '@/shared/profile-page/cover-sizes';
import { ProfileTabs } from '@/shared/profile-page/ProfileTabs';
import { shareProfile } from './useShareProfile';
import '@/features/profile/profile.texts';

interface ProfileHeaderProps {
  user: UserProfile;
  onChangeCover: () => void;
  onChangePicture: () => void;
}

/** The own profile's header (spec §2): cover, avatar, name, title, bio, settings, tabs. */
export function ProfileHeader({ user, onChangeCover, onChangePicture }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <section className="card profile-header overflow-hidden mb-4" aria-labelledby="profile-name">
      <div className="profile-banner">
        {user.cover_picture && (
          <ResponsiveImage
            src={user.cover_picture}
            alt={t('common.coverAlt', { name })}
            sizes={COVER_SIZES}
            priority="high"
          />
        )}
        <button
          type="button"
          className="btn btn-light profile-banner-button d-inline-flex align-items-center gap-2"
          onClick={onChangeCover}
        >
          <Icon svg={biCameraFill} />
          <span className="d-none d-sm-inline">{t('profile.changeCover')}</span>
          <span className="visually-hidden d-sm-none">{t('profile.changeCover')}</span>
        </button>
      </div>
      <div className="card-body pt-0">
        <div className="d-flex flex-column flex-md-row align-items-md-end gap-3">
          <div className="profile-header-avatar">
            <Avatar
              src={user.profile_picture}
              alt={
                user.profile_picture
                  ? t('common.avatarAlt', { name })
                  : t('common.defaultAvatarAlt')
              }
              size={120}
              className="border border-4 border-body"
            />
            <button
              type="button"
              className="btn btn-primary btn-icon profile-avatar-button"
              aria-label={t('profile.changePicture')}
              onClick={onChangePicture}
            >
              <Icon svg={biCameraFill} />
            </button>
          </div>
          <div className="flex-grow-1 min-w-0">
            <h1 id="profile-name" className="h3 fw-bold mb-1">
              {name}
            </h1>
            <p className="small text-body-secondary mb-0">
              {memberSinceText(user.date_joined)} · {friendsText(user.counts.friends)}
            </p>
          </div>
          <div className="d-flex gap-2">
            <Link to="/settings/account" className="btn btn-outline-primary">
              <Icon svg={biGear} className="me-2" />
              {t('profile.settings')}
            </Link>
            <MenuButton
              align="end"
              variant="outline-secondary"
              className="no-caret"
              aria-label={t('profile.moreActions')}
              toggle={<Icon svg={biThreeDots} />}
            >
              <MenuItem onClick={() => void shareProfile(user.id)}>
                <Icon svg={biShare} className="me-2" />
                {t('profile.share')}
              </MenuItem>
            </MenuButton>
          </div>
        </div>
        {user.bio && <p className="mt-3 mb-0 profile-bio">{user.bio}</p>}
      </div>
      <ProfileTabs basePath="/profile" me={user} />
    </section>
  );
}
