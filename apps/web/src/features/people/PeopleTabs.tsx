import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActivityTimeline } from '@/features/activity/ActivityTimeline';
import { MemberEvents } from '@/features/events/MemberEvents';
import { PublicationPhotos } from '@/features/profile/pages/PublicationPhotos';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import { PhotoViewer, type ViewedPhoto } from '@/shared/photo/PhotoViewer';
import { PublicationFeed } from '@/features/publications/PublicationFeed';
import { memberQueryOptions } from '@/features/users/users.queries';
import { fullName } from '@/shared/people/person-name';
import { VideoGrid } from '@/features/videos/VideoGrid';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { PeopleSide } from './PeopleSide';
import '@/features/people/member.texts';
import '@/features/profile/pages/profilePages.texts';
import '@/features/profile/profile.texts';

function useMember() {
  const userId = useParams().userId ?? '';
  return useQuery(memberQueryOptions(userId)).data;
}

/** Their publications that I may see. */
export function PeopleFeedTab() {
  const { t } = useTranslation();
  const member = useMember();
  if (!member) return null;
  return (
    <PublicationFeed
      meId={getUserId() ?? undefined}
      filter={{ author: member.id }}
      emptyText={t('profilePages.feedEmptyOther', { name: member.first_name })}
    />
  );
}

/** Their video publications that I may see, as a grid. */
export function PeopleVideosTab() {
  const { t } = useTranslation();
  const member = useMember();
  if (!member) return null;
  return (
    <section aria-labelledby="member-videos-title">
      <h2 id="member-videos-title" className="visually-hidden">
        {t('profilePages.videosTitle')}
      </h2>
      <VideoGrid
        author={member.id}
        heading="h3"
        emptyText={t('profilePages.videosEmptyOther', { name: member.first_name })}
      />
    </section>
  );
}

/** The events they organise or go to, that I may see. */
export function PeopleEventsTab() {
  const member = useMember();
  if (!member) return null;
  return <MemberEvents memberId={member.id} name={member.first_name} />;
}

/** What they published, commented and reacted to, where I may see it. */
export function PeopleActivityTab() {
  const { t } = useTranslation();
  const member = useMember();
  if (!member) return null;
  return (
    <ActivityTimeline
      member={member}
      emptyText={t('profilePages.activityEmptyOther', { name: member.first_name })}
    />
  );
}

/** Their 'À propos': bio, birthday when they share it, membership. */
export function PeopleAboutTab() {
  const member = useMember();
  return member ? <PeopleSide member={member} headingId="member-about-tab-title" /> : null;
}

/**
 * Their connections: the API lists only one's own friends, so this tab says
 * how many friends they have and how many are in common (docs/spec-deviations.md).
 */
export function PeopleConnectionsTab() {
  const { t } = useTranslation();
  const member = useMember();
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

/** The photos of their publications that I may see, then their current profile and cover pictures. */
export function PeopleMediaTab() {
  const { t } = useTranslation();
  const member = useMember();
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
          {t('profile.media.title')}
        </h2>
        <PublicationPhotos
          author={member}
          emptyText={t('profilePages.photos.emptyOther', { name: member.first_name })}
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
