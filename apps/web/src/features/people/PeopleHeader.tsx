import type { MemberProfile, Relation } from '@koinonia/contracts';
import { ReportButton } from '@/features/moderation/moderation.public';
import { RelationActions } from '@/features/relationship/relationship.ui';
import { fullName } from '@/shared/people/person-name';
import { mutualText } from '@/shared/people/member-texts';
import { COVER_SIZES } from '@/shared/profile-page/cover-sizes';
import { ProfileTabs } from '@/shared/profile-page/ProfileTabs';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biInfoCircle } from '@/shared/ui/icons-members.generated';
import type { RelationLoadState } from './usePeopleProfile';
import '@/features/people/member.texts';

interface PeopleHeaderProps {
  member: MemberProfile;
  me: string;
  relation: Relation | undefined;
  relationState: RelationLoadState;
  onRetryRelation: () => void;
  /** Under 892 px: opens the side drawer. */
  onOpenSide?: () => void;
}

/** Another member's header (spec §2): cover, picture, name, title, bio, actions, tabs. */
export function PeopleHeader(props: PeopleHeaderProps) {
  const { member, me, relation, relationState, onRetryRelation, onOpenSide } = props;
  const { t } = useTranslation();
  const name = fullName(member);
  const mutual = mutualText(member.mutual_count);
  return (
    <section className="card profile-header overflow-hidden mb-4" aria-labelledby="member-name">
      <div className="profile-banner">
        {member.cover_picture && (
          <ResponsiveImage
            src={member.cover_picture}
            alt={t('common.coverAlt', { name })}
            sizes={COVER_SIZES}
            priority="high"
          />
        )}
      </div>
      <div className="card-body pt-0">
        <div className="d-flex flex-column flex-md-row align-items-md-end gap-3">
          <div className="profile-header-avatar">
            <Avatar
              src={member.profile_picture}
              alt={
                member.profile_picture
                  ? t('common.avatarAlt', { name })
                  : t('common.defaultAvatarAlt')
              }
              size={120}
              className="border border-4 border-body"
            />
          </div>
          <div className="flex-grow-1 min-w-0">
            <h1 id="member-name" className="h3 fw-bold mb-1">
              {name}
            </h1>
            {mutual && <p className="small text-body-secondary mb-0">{mutual}</p>}
          </div>
          <div className="d-flex flex-wrap gap-2 align-items-center" aria-live="polite">
            {relation && relationState !== 'error' ? (
              <RelationActions
                userId={member.id}
                name={name}
                relation={relation}
                me={me}
                partner={member}
              />
            ) : relationState === 'error' ? (
              <button type="button" className="btn btn-outline-primary" onClick={onRetryRelation}>
                {t('common.retry')}
              </button>
            ) : (
              <span className="small text-body-secondary" role="status">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('member.relationLoading')}
              </span>
            )}
            {onOpenSide && (
              <button type="button" className="btn btn-outline-secondary" onClick={onOpenSide}>
                <Icon svg={biInfoCircle} className="me-2" />
                {t('member.sideToggle', { name: member.first_name })}
              </button>
            )}
            {member.id !== me && (
              <ReportButton
                target={{ type: 'member', id: member.id }}
                className="btn btn-outline-secondary"
                aria-label={t('member.report', { name })}
              />
            )}
          </div>
        </div>
        {relationState === 'error' && (
          <p className="small text-danger-emphasis mt-2 mb-0">{t('member.relationLoadError')}</p>
        )}
        {member.bio && <p className="mt-3 mb-0 profile-bio">{member.bio}</p>}
      </div>
      <ProfileTabs basePath={`/feed/people-profile/${encodeURIComponent(member.id)}`} />
    </section>
  );
}
