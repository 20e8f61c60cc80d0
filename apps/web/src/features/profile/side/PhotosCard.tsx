import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userFilesQueryOptions } from '@/features/users/users.public';
import { fullName } from '@/shared/people/person-name';
import type { UserProfile } from '@koinonia/contracts';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/profile/profile.texts';

const SHOWN = 6;

/** 'Photos de profile' (spec §2): the member's profile pictures from user_files. */
export function PhotosCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const files = useQuery(userFilesQueryOptions());
  const photos = files.data?.profil ?? [];
  const name = fullName(user);
  return (
    <section className="card mb-4" aria-labelledby="photos-card-title">
      <div className="card-body">
        <h2 id="photos-card-title" className="h5 fw-bold mb-3">
          {t('profile.photos.title')}
        </h2>
        {files.isPending ? (
          <div className="photo-thumbs" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <span key={index} className="skeleton photo-thumb" />
            ))}
          </div>
        ) : photos.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('profile.photos.empty')}</p>
        ) : (
          <>
            <ul className="photo-thumbs list-unstyled mb-3">
              {photos.slice(0, SHOWN).map((photo) => (
                <li key={photo.url}>
                  <img
                    src={photo.url}
                    alt={t('profile.media.photoAlt', { name, date: formatDay(photo.created_at) })}
                    className="photo-thumb"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
            <Link to="/profile/media" className="small fw-medium">
              {t('profile.photos.seeAll')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
