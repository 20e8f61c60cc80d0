import type { MemberProfile, Publication } from '@koinonia/contracts';
import { formatCalendarDate, formatCalendarDayMonth } from '@/shared/format/french-date';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { friendsText } from '@/shared/people/member-texts';
import { memberSinceText } from '@/shared/people/member-since';
import { fullName } from '@/shared/people/person-name';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { COVER_SIZES } from '@/shared/profile-page/cover-sizes';
import { Avatar } from '@/shared/ui/Avatar';
import '@/shared/profile-page/profile-page.css';
import '@/features/settings/settings.texts';

/**
 * The own profile as the server answered it for another viewer: read only, nothing here acts
 * as the member (no reaction, comment or relation button), only what that viewer is shown.
 */
export function PreviewedProfile({
  profile,
  publications,
}: {
  profile: MemberProfile;
  publications: Publication[];
}) {
  const { t } = useTranslation();
  const name = fullName(profile);
  const birthday = profile.birthday
    ? formatCalendarDate(profile.birthday)
    : profile.birthday_month_day
      ? formatCalendarDayMonth(`2000-${profile.birthday_month_day}`)
      : null;
  const details = [
    birthday && { label: t('settings.privacy.preview.birthday'), value: birthday },
    profile.email && { label: t('settings.privacy.preview.email'), value: profile.email },
    profile.town && {
      label: t('settings.privacy.preview.town'),
      value: [profile.postcode, profile.town].filter(Boolean).join(' '),
    },
  ].filter((detail): detail is { label: string; value: string } => Boolean(detail));

  return (
    <>
      <section className="card profile-header overflow-hidden mb-4" aria-labelledby="preview-name">
        <div className="profile-banner">
          {profile.cover_picture && (
            <ResponsiveImage
              src={profile.cover_picture}
              alt={t('common.coverAlt', { name })}
              sizes={COVER_SIZES}
            />
          )}
        </div>
        <div className="card-body pt-0">
          <div className="profile-header-avatar">
            <Avatar
              src={profile.profile_picture}
              alt={
                profile.profile_picture
                  ? t('common.avatarAlt', { name })
                  : t('common.defaultAvatarAlt')
              }
              size={120}
              className="border border-4 border-body"
            />
          </div>
          <h2 id="preview-name" className="h3 fw-bold mt-3 mb-1">
            {name}
          </h2>
          <p className="small text-body-secondary mb-0">
            {memberSinceText(profile.date_joined)} ·{' '}
            {profile.friends_list_visible === false
              ? t('settings.privacy.preview.friendsHidden')
              : friendsText(profile.counts.friends)}
          </p>
        </div>
      </section>
      <div className="profile-grid">
        <section className="card preview-about" aria-labelledby="preview-about">
          <div className="card-body">
            <h2 id="preview-about" className="h5 fw-bold mb-3">
              {t('settings.privacy.preview.about')}
            </h2>
            <p className={profile.bio ? 'mb-3' : 'mb-3 small text-body-secondary'}>
              {profile.bio || t('settings.privacy.preview.noBio')}
            </p>
            {details.length > 0 && (
              <dl className="mb-0 d-grid gap-2">
                {details.map((detail) => (
                  <div key={detail.label}>
                    <dt className="small text-body-secondary fw-normal">{detail.label}</dt>
                    <dd className="mb-0 text-break">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </section>
        <section className="min-w-0" aria-labelledby="preview-publications">
          <h2 id="preview-publications" className="h5 fw-bold mb-3">
            {t('settings.privacy.preview.publications')}
          </h2>
          {publications.length === 0 ? (
            <p className="card card-body text-body-secondary">
              {t('settings.privacy.preview.noPublications')}
            </p>
          ) : (
            <ul className="list-unstyled d-grid gap-3">
              {publications.map((publication) => (
                <li key={publication.id} className="card card-body">
                  <time
                    className="small text-body-secondary"
                    dateTime={publication.created_at}
                    title={fullDateTime(publication.created_at)}
                  >
                    {relativeTime(publication.created_at)}
                  </time>
                  {publication.text && (
                    <p className="mb-0 mt-1 preview-publication-text">{publication.text}</p>
                  )}
                  {publication.photos.length > 0 && (
                    <div className="d-flex gap-2 mt-2 flex-wrap">
                      {publication.photos.slice(0, 3).map((photo) => (
                        <img
                          key={photo}
                          src={photo}
                          alt=""
                          width={96}
                          height={96}
                          loading="lazy"
                          className="rounded-2 object-fit-cover"
                        />
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
