import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyTab, type EmptyTabKind } from '@/features/profile/pages/EmptyTab';
import { PhotoGrid } from '@/features/profile/PhotoGrid';
import { PhotoViewer, type ViewedPhoto } from '@/features/profile/PhotoViewer';
import { fullName, memberQueryOptions } from '@/features/users/users.queries';
import { useTranslation } from '@/shared/i18n/i18n';
import { useState } from 'react';
import { PeopleSide } from './PeopleSide';
import '@/features/layout/layout.texts';
import '@/features/people/member.texts';
import '@/features/profile/profile.texts';

function useMember() {
  const userId = useParams().userId ?? '';
  return useQuery(memberQueryOptions(userId)).data;
}

function PeopleEmptyTab({ kind }: { kind: EmptyTabKind }) {
  const { t } = useTranslation();
  const member = useMember();
  if (!member) return null;
  return <EmptyTab kind={kind} text={t(`member.empty.${kind}`, { name: member.first_name })} />;
}

export const PeopleFeedTab = () => <PeopleEmptyTab kind="feed" />;
export const PeopleVideosTab = () => <PeopleEmptyTab kind="videos" />;
export const PeopleEventsTab = () => <PeopleEmptyTab kind="events" />;
export const PeopleActivityTab = () => <PeopleEmptyTab kind="activity" />;

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

/** Their current profile and cover pictures. */
export function PeopleMediaTab() {
  const { t } = useTranslation();
  const member = useMember();
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  if (!member) return null;
  const name = fullName(member);
  const photos: ViewedPhoto[] = [
    member.profile_picture && {
      url: member.profile_picture,
      alt: t('layout.avatarAlt', { name }),
      title: t('layout.avatarAlt', { name }),
    },
    member.cover_picture && {
      url: member.cover_picture,
      alt: t('layout.coverAlt', { name }),
      title: t('layout.coverAlt', { name }),
    },
  ].filter((photo): photo is ViewedPhoto => Boolean(photo));
  return (
    <section className="card" aria-labelledby="member-media-title">
      <div className="card-body">
        <h2 id="member-media-title" className="h5 fw-bold mb-3">
          {t('profile.media.title')}
        </h2>
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
