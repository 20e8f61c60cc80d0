import { useInfiniteQuery } from '@tanstack/react-query';
import { feedQueryOptions } from '@/features/publications/publications.public';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import type { ViewedPhoto } from '@/shared/photo/PhotoViewer';
import '@/features/profile/pages/profilePages.texts';
import { firstAndLastName } from '@/shared/people/person-name';
import { PagedPhotoGrid } from './PagedPhotoGrid';

interface PublicationPhotosProps {
  author: { id: string; first_name: string; last_name: string };
  emptyText: string;
  onOpen: (photo: ViewedPhoto) => void;
}

/** The photos of a member's publications that the viewer may see, newest first; each opens the viewer. */
export function PublicationPhotos({ author, emptyText, onOpen }: PublicationPhotosProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(feedQueryOptions({ author: author.id, has: 'photos' }));
  const name = firstAndLastName(author);

  // The same photo in several publications shows once.
  const photos = () => {
    const seen = new Set<string>();
    const found: ViewedPhoto[] = [];
    for (const publication of (query.data?.pages ?? []).flatMap((page) => page.results)) {
      const date = formatDay(publication.created_at);
      for (const url of publication.photos) {
        if (seen.has(url)) continue;
        seen.add(url);
        found.push({
          url,
          alt: t('profilePages.photos.alt', { name, date }),
          title: t('profilePages.photos.viewerTitle', { date }),
        });
      }
    }
    return found;
  };
  return (
    <PagedPhotoGrid
      query={query}
      tiles={6}
      texts={{
        title: t('profilePages.photos.title'),
        loading: t('profilePages.photos.loading'),
        error: t('profilePages.photos.error'),
        more: t('profilePages.photos.more'),
      }}
      emptyText={emptyText}
      onOpen={onOpen}
      photos={photos}
    />
  );
}
