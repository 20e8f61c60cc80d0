import type { UserFiles } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useProfile, userFilesQueryOptions } from '@/features/users/users.public';
import { fullName } from '@/shared/people/person-name';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import { PhotoViewer, type ViewedPhoto } from '@/shared/photo/PhotoViewer';
import { AlbumPhotos } from './AlbumPhotos';
import { PublicationPhotos } from './PublicationPhotos';
import '@/features/profile/profile.texts';
import '@/features/profile/pages/profilePages.texts';

/**
 * /profile/media: the photos of the member's publications and those they added to albums, then
 * every profile and cover picture they have had, each opening the viewer.
 */
export function ProfileMediaPage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  const files = useQuery(userFilesQueryOptions());
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const name = user ? fullName(user) : '';

  const toPhotos = (items: UserFiles['profil'], altKey: string): ViewedPhoto[] =>
    items.map((item) => {
      const date = formatDay(item.created_at);
      return {
        url: item.url,
        alt: t(altKey, { name, date }),
        title: t('profile.media.viewerTitle', { date }),
      };
    });

  return (
    <section className="card" aria-labelledby="media-title">
      <div className="card-body">
        <h2 id="media-title" className="h5 fw-bold mb-3">
          {t('profile.media.title')}
        </h2>
        {user && (
          <PublicationPhotos
            author={user}
            emptyText={t('profilePages.photos.emptyOwn')}
            onOpen={setViewed}
          />
        )}
        {user && (
          <AlbumPhotos
            member={user}
            emptyText={t('profilePages.albums.emptyOwn')}
            onOpen={setViewed}
          />
        )}
        {files.isPending ? (
          <div className="media-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <span key={index} className="skeleton media-tile" />
            ))}
          </div>
        ) : files.isError ? (
          <p className="text-danger-emphasis mb-0">{t('errors.unexpectedText')}</p>
        ) : (
          <>
            <PhotoGrid
              title={t('profile.media.profil')}
              photos={toPhotos(files.data.profil, 'profile.media.photoAlt')}
              emptyText={t('profile.media.emptyProfil')}
              onOpen={setViewed}
            />
            <PhotoGrid
              wide
              title={t('profile.media.cover')}
              photos={toPhotos(files.data.cover, 'profile.media.coverAlt')}
              emptyText={t('profile.media.emptyCover')}
              onOpen={setViewed}
            />
          </>
        )}
      </div>
      <PhotoViewer photo={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}
