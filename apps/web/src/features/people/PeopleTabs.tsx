import { useState } from 'react';
import { Link } from 'react-router';
import { AlbumPhotos, PublicationPhotos } from '@/features/profile/profile.ui';
import { useRouteMember } from '@/features/users/users.public';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import { PhotoViewer, type ViewedPhoto } from '@/shared/photo/PhotoViewer';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { PeopleSide } from './PeopleSide';
import '@/features/people/member.texts';

// The tabs of another member's profile that are this feature's (people.feature.ts); the
// others come with their features (publications, videos, events, activity).

/** Their 'À propos': bio, birthday when they share it, membership. */
export function PeopleAboutTab() {
  const member = useRouteMember();
  return member ? <PeopleSide member={member} headingId="member-about-tab-title" /> : null;
}

/**
 * Their connections: the API lists only one's own friends, so this tab says
 * how many friends they have and how many are in common (docs/spec-deviations.md).
 */
export function PeopleConnectionsTab() {
  const { t } = useTranslation();
  const member = useRouteMember();
  if (!member) return null;
  return (
    <section className="card" aria-labelledby="member-connections-title">
      <div className="card-body">
        <h2 id="member-connections-title" className="h5 fw-bold">
          {t('member.connectionsTitle', { name: member.first_name })}
        </h2>
        <p>
          {t('member.connectionsText', { name: member.first_name, count: member.mutual_count })}
        </p>
        <Link to="/profile/connections" className="btn btn-outline-primary">
          {t('member.connectionsLink')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The photos of their publications and of albums that I may see, then their current profile and
 * cover pictures.
 */
export function PeopleMediaTab() {
  const { t } = useTranslation();
  const member = useRouteMember();
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  if (!member) return null;
  const name = fullName(member);
  const photos: ViewedPhoto[] = [
    member.profile_picture && {
      url: member.profile_picture,
      alt: t('common.avatarAlt', { name }),
      title: t('common.avatarAlt', { name }),
    },
    member.cover_picture && {
      url: member.cover_picture,
      alt: t('common.coverAlt', { name }),
      title: t('common.coverAlt', { name }),
    },
  ].filter((photo): photo is ViewedPhoto => Boolean(photo));
  return (
    <section className="card" aria-labelledby="member-media-title">
      <div className="card-body">
        <h2 id="member-media-title" className="h5 fw-bold mb-3">
          {t('member.mediaTitle')}
        </h2>
        <PublicationPhotos
          author={member}
          emptyText={t('member.publicationPhotosEmpty', { name: member.first_name })}
          onOpen={setViewed}
        />
        <AlbumPhotos
          member={member}
          emptyText={t('member.albumPhotosEmpty', { name: member.first_name })}
          onOpen={setViewed}
        />
        <PhotoGrid
          title={t('member.mediaCurrent')}
          photos={photos}
          emptyText={t('member.mediaEmpty', { name: member.first_name })}
          onOpen={setViewed}
        />
      </div>
      <PhotoViewer photo={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}
